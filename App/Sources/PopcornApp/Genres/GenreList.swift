import DesignSystem
import Presentation

/// The genres of one kind of title, as `popcorn genres` prints them: each name, and the number of
/// titles where the source counts them (null from TMDb).
struct GenreList: Sendable, Equatable, JSONRecord {
    struct Genre: Sendable, Equatable, JSONRecord {
        let id: Int
        let name: String
        let count: Int?
    }

    let kind: ItemKind
    let items: [Genre]

    /// A heading, then a name a line with its count; a hint to discover by one.
    func text(theme: Theme) -> String {
        let styler = theme.styler
        let noun = kind == .movie ? "films" : kind.pluralNoun
        var lines = [styler.paint("Genres of \(noun)", as: .title)]
        let counted = items.contains { $0.count != nil }
        let table = TextTable(
            columns: counted
                ? [
                    TableColumn("Genre", isShrinkable: true),
                    TableColumn(noun.prefix(1).uppercased() + noun.dropFirst(), alignment: .right),
                ]
                : [TableColumn("Genre", isShrinkable: true)],
            cells: items.map { genre in
                [TableCell(genre.name)] + (counted ? [TableCell(genre.count.map { String($0) } ?? "")] : [])
            })
        lines += [""] + table.render(width: theme.width, styler: styler)
        return lines.joined(separator: "\n") + "\n"
    }
}
