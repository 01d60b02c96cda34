public import DesignSystem
public import Presentation

/// Draws a page of the history as a table for a terminal, most recent first, or as a JSON document.
public struct HistoryView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<HistoryPage>) -> String {
        ViewStateText.render(state, theme: theme, ready: lines)
    }

    public static func renderJSON(_ state: ViewState<HistoryPage>) -> String {
        JSONDocument.render(state)
    }

    private func lines(_ page: HistoryPage) -> [String] {
        let styler = theme.styler
        var lines = [styler.paint("History", as: .title)]
        guard !page.items.isEmpty else {
            return lines
                + ParagraphWrapper.wrap(
                    "Nothing opened yet: the films, series and people you open appear here, most recent first.", width: theme.width
                ).map { styler.paint($0, as: .muted) }
        }
        let count = RatingDisplay.groupedThousands(page.totalResults)
        let summary = "Page \(page.page) of \(page.totalPages) · \(count) \(page.totalResults == 1 ? "entry" : "entries") · times in UTC"
        lines += ParagraphWrapper.wrap(summary, width: theme.width).map { styler.paint($0, as: .muted) }
        lines.append("")
        let table = TextTable(
            columns: [
                TableColumn("Viewed", role: .muted),
                TableColumn("Kind", role: .muted),
                TableColumn("ID", alignment: .right, role: .muted),
                TableColumn("Title or name", isShrinkable: true),
                TableColumn("Year"),
            ],
            rows: page.items.map { row in
                [
                    Self.minute(row.viewedAt, compact: theme.width < 72), row.kind.rawValue, String(row.id), Self.name(row),
                    row.year.map(String.init) ?? "",
                ]
            }
        )
        return lines + table.render(width: theme.width, styler: styler)
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
