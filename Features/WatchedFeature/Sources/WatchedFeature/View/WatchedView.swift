public import DesignSystem
public import Presentation

/// Draws the watches as a table for a terminal, one watch a row with the command that opens its
/// title, then the notes; or as a JSON document. A title its source no longer knows is shown as
/// such, never left out.
public struct WatchedView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<WatchedList>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The same text with its links marked, for a browser: each title still found, on the row of
    /// each of its watches.
    public func renderLinked(_ state: ViewState<WatchedList>) -> LinkedText<WatchedDestination> {
        ViewStateText.renderLinked(state, theme: theme) { content($0) }
    }

    public static func renderJSON(_ state: ViewState<WatchedList>) -> String {
        let document: ViewState<WatchedDocument> =
            switch state {
            case .initial: .initial
            case .loading: .loading
            case .ready(let list): .ready(WatchedDocument(list))
            case .error(let error): .error(error)
            }
        return JSONDocument.render(document)
    }

    /// The ready screen, built once for both renderings.
    private func content(_ list: WatchedList) -> LinkedText<WatchedDestination> {
        guard !list.items.isEmpty else {
            return LinkedText(lines: ParagraphWrapper.wrap(Self.emptyMessage(kind: list.kind), width: theme.width))
        }
        let styler = theme.styler
        let count = list.items.count == 1 ? "1 watch" : "\(list.items.count) watches"
        var text = LinkedText<WatchedDestination>(lines: [styler.paint("Watched: \(count)", as: .heading), ""])
        let columns = [
            TableColumn("Title", isShrinkable: true, minimumWidth: 12), TableColumn("Year"), TableColumn("Watched"),
            TableColumn("Rated", alignment: .right), TableColumn("Open with popcorn", role: .muted),
        ]
        let rows = list.items.map { row in
            [
                Self.name(row, sourceName: list.sourceName), row.year.map(String.init) ?? "", row.watchedOn,
                row.rating.map { "\($0)/10" } ?? "", Self.command(row),
            ]
        }
        let table = TextTable(columns: columns, rows: rows)
        if table.fitsNarrowingOnlyShrinkableColumns(width: theme.width) {
            // The line naming the columns, then one line for each watch.
            let lines = table.render(width: theme.width, styler: styler)
            let headerCount = table.showsHeader ? 1 : 0
            text.append(contentsOf: Array(lines.prefix(headerCount)))
            for (row, line) in zip(list.items, lines.dropFirst(headerCount)) {
                if row.status == .found, let destination = WatchedDestination.title(row.kind, id: row.id) {
                    text.append(line, linking: Self.name(row, sourceName: list.sourceName), to: destination)
                } else {
                    text.append(line)
                }
            }
        } else {
            appendNarrow(list, to: &text)
        }
        let notes = list.items.compactMap { row in
            row.note.map { "\(Self.command(row)), \(row.watchedOn): \(VisibleText.escapingControls($0))" }
        }
        if !notes.isEmpty {
            text.append("")
            text.append(contentsOf: notes.flatMap { ParagraphWrapper.wrap($0, width: theme.width) })
        }
        return text
    }

    /// Where the table would cut more than the titles (a terminal narrower than about 56
    /// columns), each watch takes two lines: the title's name and year and the person's rating,
    /// then, indented and muted, the command that opens it and the day it was watched.
    private func appendNarrow(_ list: WatchedList, to text: inout LinkedText<WatchedDestination>) {
        for row in list.items {
            let name = Self.name(row, sourceName: list.sourceName)
            let first = TitleWithYear.text(name, year: row.year) + (row.rating.map { " · rated \($0)/10" } ?? "")
            text.appendEntry(
                first, linking: name, to: row.status == .found ? WatchedDestination.title(row.kind, id: row.id) : nil,
                detail: "\(Self.command(row)) · watched \(row.watchedOn)", theme: theme)
        }
    }

    /// What an empty list says, with the command that fills it (wrapped to the width).
    static func emptyMessage(kind: ItemKind?) -> String {
        let among =
            switch kind {
            case .movie: " among films"
            case .tv: " among series"
            case nil, .person: ""
            }
        return "Nothing watched yet\(among). Mark a title with `popcorn watched movie 603 --rating 9`."
    }

    /// The words after `popcorn` that open the title: "movie 603".
    private static func command(_ row: WatchedRow) -> String {
        "\(row.kind.rawValue) \(row.id)"
    }

    /// The title as it is today, or why it cannot be named. Control characters a source sent are
    /// shown as escapes, never raw.
    private static func name(_ row: WatchedRow, sourceName: String) -> String {
        switch row.status {
        case .found: VisibleText.escapingControls(row.name ?? "")
        case .notFound: "(no longer in \(sourceName))"
        case .unavailable: "(could not be looked up now)"
        }
    }
}
