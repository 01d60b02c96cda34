public import DesignSystem
public import Presentation

/// Draws a page of results as a table for a terminal (every kind in one list, each row with its
/// kind, its id after its name, and its year), or as a JSON document.
public struct SearchResultsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<SearchResults>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: each result on its row, then the previous
    /// and next pages, where there are some.
    public func renderLinked(_ state: ViewState<SearchResults>) -> LinkedText<SearchResultsDestination> {
        ViewStateText.renderLinked(state, theme: theme) { results in
            var text = content(results)
            text.appendPageLinks(page: results.page, totalPages: results.totalPages, theme: theme)
            return text
        }
    }

    public static func renderJSON(_ state: ViewState<SearchResults>) -> String {
        JSONDocument.render(state)
    }

    /// `Results for "fight clb"`, `People matching "pitt"`.
    public static func heading(for results: SearchResults) -> String {
        guard let kind = results.kind else { return "Results for \"\(shownQuery(results))\"" }
        return "\(kind.pluralNoun.prefix(1).uppercased() + kind.pluralNoun.dropFirst()) matching \"\(shownQuery(results))\""
    }

    /// The query as the user typed it, with any control character (an escape that would recolour
    /// the terminal, a newline, a bell) shown as an escape rather than sent to the terminal.
    private static func shownQuery(_ results: SearchResults) -> String {
        VisibleText.escapingControls(results.query)
    }

    private func content(_ results: SearchResults) -> LinkedText<SearchResultsDestination> {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(Self.heading(for: results), width: theme.width).map { styler.paint($0, as: .title) }
        guard !results.items.isEmpty else {
            let among = results.kind.map { " among \($0.pluralNoun)" } ?? ""
            return LinkedText(
                lines: lines
                    + ParagraphWrapper.wrap("Nothing\(among) matches \"\(Self.shownQuery(results))\".", width: theme.width).map {
                        styler.paint($0, as: .muted)
                    })
        }
        let summary = results.pages.summary(noun: "result", plural: "results")
        lines += ParagraphWrapper.wrap(summary, width: theme.width).map { styler.paint($0, as: .muted) }
        lines.append("")
        let table = TextTable(
            columns: [
                TableColumn("Kind", role: .muted),
                TableColumn("Title or name", isShrinkable: true),
                TableColumn("Year"),
            ],
            cells: results.items.map { item in
                let name = item.originalName.map { "\(item.name) (\($0))" } ?? item.name
                return [TableCell(item.kind.rawValue), TableCell(name, id: item.id), TableCell(item.year.map(String.init) ?? "")]
            }
        )
        var text = LinkedText<SearchResultsDestination>(lines: lines)
        // The line naming the columns, then one line for each result.
        let tableLines = table.render(width: theme.width, styler: styler)
        let headerCount = table.showsHeader ? 1 : 0
        text.append(contentsOf: Array(tableLines.prefix(headerCount)))
        for (item, line) in zip(results.items, tableLines.dropFirst(headerCount)) {
            text.append(line, linking: item.name, to: .item(item.kind, id: item.id))
        }
        return text
    }
}
