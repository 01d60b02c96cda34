public import DesignSystem
public import Presentation

/// Draws the home screen as text for a terminal, or as a JSON document: the way into search,
/// then the popular films, series and people, each row under one heading per list.
public struct HomeView: Sendable {
    public let theme: Theme

    /// The search line's label, which the browser marks as the search link.
    static let searchLabel = "Search"
    /// How to search in the browser, where `/` opens the search prompt.
    static let searchInBrowser = "press / and type a title or a name"
    /// How to search from a one-shot command, where no key opens a prompt.
    static let searchByCommand = "run the search command with a title or a name"

    public init(theme: Theme) {
        self.theme = theme
    }

    /// The screen for a one-shot command: its search line says how to search without a browser.
    public func render(_ state: ViewState<HomeContent>) -> String {
        ViewStateText.render(state, theme: theme) { content($0, howToSearch: Self.searchByCommand).lines }
    }

    /// The screen for a browser, with its links marked: "Search" on the first line leads to the
    /// search prompt, and each row's title or name to that film, series or person.
    public func renderLinked(_ state: ViewState<HomeContent>) -> LinkedText<HomeDestination> {
        ViewStateText.renderLinked(state, theme: theme) { content($0, howToSearch: Self.searchInBrowser) }
    }

    public static func renderJSON(_ state: ViewState<HomeContent>) -> String {
        JSONDocument.render(state)
    }

    /// Both renderings' text and links. The rows of all three lists are laid out as one table, so
    /// that their columns line up from one list to the next, and then dealt out under the headings.
    private func content(_ home: HomeContent, howToSearch: String) -> LinkedText<HomeDestination> {
        let styler = theme.styler
        var text = LinkedText<HomeDestination>()
        let label = Self.searchLabel + ":"
        let indent = DisplayWidth.of(label) + 1
        for (index, line) in ParagraphWrapper.wrap(howToSearch, width: theme.width, indent: indent).enumerated() {
            if index == 0 {
                text.append(styler.paint(label, as: .label) + " " + line.dropFirst(indent), linking: Self.searchLabel, to: .search)
            } else {
                text.append(line)
            }
        }
        let table = TextTable(
            columns: [TableColumn("Name", isShrinkable: true), TableColumn("Detail", role: .muted, isShrinkable: true)],
            cells: HomeSection.allCases.flatMap { section in
                section.items(of: home).map { [TableCell($0.name, id: $0.id), TableCell(section.detail(of: $0))] }
            },
            showsHeader: false
        )
        var rows = table.render(width: theme.width, styler: styler)[...]
        for section in HomeSection.allCases {
            text.append("")
            text.append(styler.paint(section.heading, as: .heading))
            let items = section.items(of: home)
            if items.isEmpty {
                text.append(styler.paint("Nothing to show.", as: .muted))
            }
            for item in items {
                text.append(rows.popFirst() ?? item.name, linking: item.name, to: section.destination(of: item))
            }
        }
        return text
    }
}
