import CoreDomain
import DesignSystem
import Foundation
import LibraryDomain

/// The watchlist and the watched list as text: one row a title (or a watch), with the command
/// that opens it, and a title its source no longer knows shown as such, never left out.
struct LibraryListText {
    let theme: Theme
    /// How messages name the source: "the embedded catalogue".
    let source: String

    func watchlist(_ items: [WatchlistItem], kind: LibraryKind?) -> String {
        guard !items.isEmpty else {
            return kind == nil
                ? "Your watchlist is empty. Add a title with `popcorn watchlist add movie 550` (or tv 1399).\n"
                : "No \(noun(kind, count: 2)) on your watchlist.\n"
        }
        let rows = items.map { item -> [String] in
            [
                name(item.recollection), year(item.recollection),
                item.recollection.preview?.rating.map { RatingDisplay.oneDecimal($0.average) } ?? "",
                String(item.entry.addedAt.formatted(.iso8601).prefix(10)), "\(item.entry.title)",
            ]
        }
        let table = TextTable(
            columns: [
                TableColumn("Title", isShrinkable: true, minimumWidth: 12), TableColumn("Year"),
                TableColumn("Rating", alignment: .right), TableColumn("Added"), TableColumn("Open with popcorn", role: .muted),
            ],
            rows: rows)
        return heading("On your watchlist: \(count(items.count, kind))") + lines(table)
    }

    func watched(_ items: [WatchedItem], kind: LibraryKind?) -> String {
        guard !items.isEmpty else {
            return "Nothing watched yet\(kind == nil ? "" : " among \(noun(kind, count: 2))"). "
                + "Mark a title with `popcorn watched movie 603 --rating 9`.\n"
        }
        let rows = items.map { item -> [String] in
            [
                name(item.recollection), year(item.recollection), item.watch.day.isoString,
                item.watch.rating.map { "\($0)" } ?? "", "\(item.watch.title)",
            ]
        }
        let table = TextTable(
            columns: [
                TableColumn("Title", isShrinkable: true, minimumWidth: 12), TableColumn("Year"), TableColumn("Watched"),
                TableColumn("Rated", alignment: .right), TableColumn("Open with popcorn", role: .muted),
            ],
            rows: rows)
        let notes = items.compactMap { item in
            item.watch.note.map { "\(item.watch.title), \(item.watch.day): \(VisibleText.escapingControls($0))" }
        }
        let noteLines =
            notes.isEmpty ? "" : "\n" + notes.flatMap { ParagraphWrapper.wrap($0, width: theme.width) }.map { $0 + "\n" }.joined()
        return heading("Watched: \(items.count == 1 ? "1 watch" : "\(items.count) watches")") + lines(table) + noteLines
    }

    private func heading(_ text: String) -> String {
        theme.styler.paint(text, as: .heading) + "\n\n"
    }

    private func lines(_ table: TextTable) -> String {
        table.render(width: theme.width, styler: theme.styler).map { $0 + "\n" }.joined()
    }

    private func name(_ recollection: Recollection) -> String {
        switch recollection {
        case .found(let preview): VisibleText.escapingControls(preview.name)
        case .notFound: "(no longer in \(source))"
        case .unavailable: "(could not be looked up now)"
        }
    }

    private func year(_ recollection: Recollection) -> String {
        recollection.preview?.year.map(String.init) ?? ""
    }

    private func count(_ count: Int, _ kind: LibraryKind?) -> String {
        "\(count) \(noun(kind, count: count))"
    }

    private func noun(_ kind: LibraryKind?, count: Int) -> String {
        switch kind {
        case nil: count == 1 ? "title" : "titles"
        case .movie: count == 1 ? "film" : "films"
        case .tvSeries: "series"
        }
    }
}
