public import DesignSystem
public import Presentation

/// Draws a page of the history as a table for a terminal, most recent first, or as a JSON document.
public struct HistoryView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<HistoryPage>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: each entry still found on its row, then
    /// the previous and next pages, where there are some.
    public func renderLinked(_ state: ViewState<HistoryPage>) -> LinkedText<HistoryDestination> {
        ViewStateText.renderLinked(state, theme: theme) { page in
            var text = content(page)
            text.appendPageLinks(page: page.page, totalPages: page.totalPages, theme: theme)
            return text
        }
    }

    public static func renderJSON(_ state: ViewState<HistoryPage>) -> String {
        JSONDocument.render(state)
    }

    private func content(_ page: HistoryPage) -> LinkedText<HistoryDestination> {
        let styler = theme.styler
        var lines = [styler.paint("History", as: .title)]
        guard !page.items.isEmpty else {
            return LinkedText(
                lines: lines
                    + ParagraphWrapper.wrap(
                        "Nothing opened yet: the films, series and people you open appear here, most recent first.", width: theme.width
                    ).map { styler.paint($0, as: .muted) })
        }
        let summary = page.pages.summary(noun: "entry", plural: "entries") + " · times in UTC"
        lines += ParagraphWrapper.wrap(summary, width: theme.width).map { styler.paint($0, as: .muted) }
        lines.append("")
        let table = TextTable(
            columns: [
                TableColumn("Viewed", role: .muted),
                TableColumn("Kind", role: .muted),
                TableColumn("Title or name", isShrinkable: true),
                TableColumn("Year"),
            ],
            cells: page.items.map { row in
                [
                    TableCell(Self.minute(row.viewedAt, compact: theme.width < 72)), TableCell(row.kind.rawValue),
                    TableCell(Self.name(row), id: row.id), TableCell(row.year.map(String.init) ?? ""),
                ]
            }
        )
        var text = LinkedText<HistoryDestination>(lines: lines)
        // The line naming the columns, then one line for each entry.
        let tableLines = table.render(width: theme.width, styler: styler)
        let headerCount = table.showsHeader ? 1 : 0
        text.append(contentsOf: Array(tableLines.prefix(headerCount)))
        for (row, line) in zip(page.items, tableLines.dropFirst(headerCount)) {
            if row.status == .found {
                text.append(line, linking: Self.label(row), to: .item(row.kind, id: row.id))
            } else {
                text.append(line)
            }
        }
        return text
    }

    /// What stands for an entry's link: its name, or its id when the name could not be had.
    private static func label(_ row: HistoryRow) -> String {
        guard let name = row.name, !name.isEmpty else { return String(row.id) }
        return name
    }

    /// "2026-11-23T09:15:42Z" as "2026-11-23 09:15", or on a narrow terminal, where the titles
    /// need the room, as the day alone: "11-23".
    static func minute(_ viewedAt: String, compact: Bool) -> String {
        compact ? String(viewedAt.dropFirst(5).prefix(5)) : String(viewedAt.prefix(16).map { $0 == "T" ? " " : $0 })
    }

    private static func name(_ row: HistoryRow) -> String {
        switch row.status {
        case .found: row.name ?? ""
        case .notFound: "(no longer found)"
        case .unavailable: "(could not be looked up: \(row.reason ?? "the source did not answer"))"
        }
    }
}
