public import DesignSystem
public import Presentation

/// Draws the watchlist as a table for a terminal, one title a row with the command that opens it,
/// or as a JSON document. A title its source no longer knows is shown as such, never left out.
public struct WatchlistView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<Watchlist>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The same text with its links marked, for a browser: each title still found, on its row.
    public func renderLinked(_ state: ViewState<Watchlist>) -> LinkedText<WatchlistDestination> {
        ViewStateText.renderLinked(state, theme: theme) { content($0) }
    }

    public static func renderJSON(_ state: ViewState<Watchlist>) -> String {
        let document: ViewState<WatchlistDocument> =
            switch state {
            case .initial: .initial
            case .loading: .loading
            case .ready(let watchlist): .ready(WatchlistDocument(watchlist))
            case .error(let error): .error(error)
            }
        return JSONDocument.render(document)
    }

    /// The ready screen, built once for both renderings.
    private func content(_ watchlist: Watchlist) -> LinkedText<WatchlistDestination> {
        guard !watchlist.items.isEmpty else {
            return LinkedText(lines: ParagraphWrapper.wrap(Self.emptyMessage(kind: watchlist.kind), width: theme.width))
        }
        let styler = theme.styler
        var text = LinkedText<WatchlistDestination>(lines: [
            styler.paint(
                "On your watchlist: \(watchlist.items.count) \(Self.noun(watchlist.kind, count: watchlist.items.count))", as: .heading),
            "",
        ])
        let columns = [
            TableColumn("Title", isShrinkable: true, minimumWidth: 12), TableColumn("Year"),
            TableColumn("Rating", alignment: .right), TableColumn("Added"), TableColumn("Open with popcorn", role: .muted),
        ]
        let rows = watchlist.items.map { row in
            [
                Self.name(row, sourceName: watchlist.sourceName), row.year.map(String.init) ?? "",
                row.voteAverage.map(RatingDisplay.oneDecimal) ?? "", String(row.addedAt.prefix(10)), "\(row.kind.rawValue) \(row.id)",
            ]
        }
        let table = TextTable(columns: columns, rows: rows)
        guard table.fitsNarrowingOnlyShrinkableColumns(width: theme.width) else {
            appendNarrow(watchlist, to: &text)
            return text
        }
        // The line naming the columns, then one line for each title.
        let lines = table.render(width: theme.width, styler: styler)
        let headerCount = table.showsHeader ? 1 : 0
        text.append(contentsOf: Array(lines.prefix(headerCount)))
        for (row, line) in zip(watchlist.items, lines.dropFirst(headerCount)) {
            if row.status == .found, let destination = WatchlistDestination.title(row.kind, id: row.id) {
                text.append(line, linking: Self.name(row, sourceName: watchlist.sourceName), to: destination)
            } else {
                text.append(line)
            }
        }
        return text
    }

    /// Where the table would cut more than the titles (a terminal narrower than about 57
    /// columns), each title takes two lines: its name, year and the source's rating, then,
    /// indented and muted, the command that opens it and the day it was added.
    private func appendNarrow(_ watchlist: Watchlist, to text: inout LinkedText<WatchlistDestination>) {
        for row in watchlist.items {
            let name = Self.name(row, sourceName: watchlist.sourceName)
            let first = TitleWithYear.text(name, year: row.year) + (row.voteAverage.map { " · \(RatingDisplay.oneDecimal($0))/10" } ?? "")
            text.appendEntry(
                first, linking: name, to: row.status == .found ? WatchlistDestination.title(row.kind, id: row.id) : nil,
                detail: "\(row.kind.rawValue) \(row.id) · added \(row.addedAt.prefix(10))", theme: theme)
        }
    }

    /// What an empty list says, with the command that fills it (wrapped to the width).
    static func emptyMessage(kind: ItemKind?) -> String {
        kind == nil
            ? "Your watchlist is empty. Add a title with `popcorn watchlist add movie 550` (or tv 1399)."
            : "No \(noun(kind, count: 2)) on your watchlist."
    }

    /// The title as it is today, or why it cannot be named. Control characters a source sent are
    /// shown as escapes, never raw.
    private static func name(_ row: WatchlistRow, sourceName: String) -> String {
        switch row.status {
        case .found: VisibleText.escapingControls(row.name ?? "")
        case .notFound: "(no longer in \(sourceName))"
        case .unavailable: "(could not be looked up now)"
        }
    }

    private static func noun(_ kind: ItemKind?, count: Int) -> String {
        switch kind {
        case .movie: count == 1 ? "film" : "films"
        case .tv: "series"
        case nil, .person: count == 1 ? "title" : "titles"
        }
    }
}
