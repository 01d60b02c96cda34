public import DesignSystem
public import Presentation

/// Draws the explore screen as text for a terminal, or as a JSON document: the way into search
/// where offered, then each section under its heading, its first rows, and a link to the whole list.
public struct ExploreView: Sendable {
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
    public func render(_ state: ViewState<ExploreContent>) -> String {
        ViewStateText.render(state, theme: theme) { content($0, howToSearch: Self.searchByCommand).lines }
    }

    /// The screen for a browser, with its links marked: "Search", each row's name, and each
    /// section's "All …" line.
    public func renderLinked(_ state: ViewState<ExploreContent>) -> LinkedText<ExploreDestination> {
        ViewStateText.renderLinked(state, theme: theme) { content($0, howToSearch: Self.searchInBrowser) }
    }

    public static func renderJSON(_ state: ViewState<ExploreContent>) -> String {
        JSONDocument.render(state)
    }

    /// "All trending films", "All top rated series", "All film genres".
    static func allLabel(_ section: ExploreSection) -> String {
        "All " + section.heading.prefix(1).lowercased() + section.heading.dropFirst()
    }

    /// Genres as names run together, "Action · Adventure · Animation", wrapped at the width, each
    /// name its link: a row each would take the screen for themselves.
    private func appendGenres(_ genres: [ExploreItem], to text: inout LinkedText<ExploreDestination>) {
        let separator = " · "
        var line: [ExploreItem] = []
        func flush() {
            guard !line.isEmpty else { return }
            text.append(line.map(\.name).joined(separator: separator))
            let index = text.lines.count - 1
            for genre in line { text.mark(genre.name, on: index, to: .item(genre.kind, id: genre.id)) }
            line = []
        }
        for genre in genres {
            let width = DisplayWidth.of((line.map(\.name) + [genre.name]).joined(separator: separator))
            if width > theme.width { flush() }
            line.append(genre)
        }
        flush()
    }

    /// Both renderings' text and links. The rows of every section are laid out as one table, so
    /// that their columns line up from one section to the next, and then dealt out under the headings.
    private func content(_ explore: ExploreContent, howToSearch: String) -> LinkedText<ExploreDestination> {
        let styler = theme.styler
        var text = LinkedText<ExploreDestination>()
        if explore.offersSearch {
            let label = Self.searchLabel + ":"
            let indent = DisplayWidth.of(label) + 1
            for (index, line) in ParagraphWrapper.wrap(howToSearch, width: theme.width, indent: indent).enumerated() {
                if index == 0 {
                    text.append(styler.paint(label, as: .label) + " " + line.dropFirst(indent), linking: Self.searchLabel, to: .search)
                } else {
                    text.append(line)
                }
            }
        }
        let table = TextTable(
            columns: [TableColumn("Name", isShrinkable: true), TableColumn("Detail", role: .muted, isShrinkable: true)],
            cells: explore.sections.filter { !$0.listsGenres }.flatMap { section in
                section.items.map { [TableCell($0.name, id: $0.kind.isGenre ? nil : $0.id), TableCell($0.detail)] }
            },
            showsHeader: false
        )
        var rows = table.render(width: theme.width, styler: styler)[...]
        for (index, section) in explore.sections.enumerated() {
            if index > 0 || explore.offersSearch { text.append("") }
            text.append(styler.paint(section.heading, as: .heading))
            if let note = section.note {
                text.append(contentsOf: ParagraphWrapper.wrap(note, width: theme.width).map { styler.paint($0, as: .muted) })
            }
            if let failure = section.failure {
                text.append(contentsOf: ParagraphWrapper.wrap(failure, width: theme.width).map { styler.paint($0, as: .muted) })
            } else if section.items.isEmpty {
                text.append(styler.paint("Nothing to show.", as: .muted))
            }
            if section.listsGenres {
                appendGenres(section.items, to: &text)
            } else {
                for item in section.items {
                    text.append(rows.popFirst() ?? item.name, linking: item.name, to: .item(item.kind, id: item.id))
                }
            }
            if let list = section.list, section.failure == nil {
                let label = Self.allLabel(section)
                text.append(styler.paint(label, as: .label), linking: label, to: .list(list))
            }
        }
        return text
    }
}
