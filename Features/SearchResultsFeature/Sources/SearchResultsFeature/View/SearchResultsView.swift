public import DesignSystem
public import Presentation

/// Draws a page of results as a table for a terminal (every kind in one list, each row with its
/// kind and year), or as a JSON document.
public struct SearchResultsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<SearchResults>) -> String {
        ViewStateText.render(state, theme: theme, ready: lines)
    }

    public static func renderJSON(_ state: ViewState<SearchResults>) -> String {
        JSONDocument.render(state)
    }

    /// `Results for "fight clb"`, `People matching "pitt"`.
    public static func heading(for results: SearchResults) -> String {
        guard let kind = results.kind else { return "Results for \"\(results.query)\"" }
        return "\(kind.pluralNoun.prefix(1).uppercased() + kind.pluralNoun.dropFirst()) matching \"\(results.query)\""
    }

    private func lines(_ results: SearchResults) -> [String] {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(Self.heading(for: results), width: theme.width).map { styler.paint($0, as: .title) }
        guard !results.items.isEmpty else {
            let among = results.kind.map { " among \($0.pluralNoun)" } ?? ""
            return lines
                + ParagraphWrapper.wrap("Nothing\(among) matches \"\(results.query)\".", width: theme.width).map {
                    styler.paint($0, as: .muted)
                }
        }
        let count = RatingDisplay.groupedThousands(results.totalResults)
        let summary = "Page \(results.page) of \(results.totalPages) · \(count) \(results.totalResults == 1 ? "result" : "results")"
        lines += ParagraphWrapper.wrap(summary, width: theme.width).map { styler.paint($0, as: .muted) }
        lines.append("")
        let table = TextTable(
            columns: [
                TableColumn("Kind", role: .muted),
                TableColumn("ID", alignment: .right, role: .muted),
                TableColumn("Title or name", isShrinkable: true),
                TableColumn("Year"),
            ],
            rows: results.items.map { item in
                let name = item.originalName.map { "\(item.name) (\($0))" } ?? item.name
                return [item.kind.rawValue, String(item.id), name, item.year.map(String.init) ?? ""]
            }
        )
        return lines + table.render(width: theme.width, styler: styler)
    }
}
