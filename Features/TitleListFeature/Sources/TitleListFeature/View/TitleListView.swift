public import DesignSystem
public import Presentation

/// Draws a page of a list of films, series or people as a table for a terminal, or as a JSON document.
public struct TitleListView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<TitleListPage>, list: TitleList) -> String {
        ViewStateText.render(state, theme: theme) { content($0, list: list).lines }
    }

    /// The screen with its links marked, for a browser: each film, series or person on its row,
    /// then the previous and next pages, where there are some.
    public func renderLinked(_ state: ViewState<TitleListPage>, list: TitleList) -> LinkedText<TitleListDestination> {
        ViewStateText.renderLinked(state, theme: theme) { page in
            var text = content(page, list: list)
            text.appendPageLinks(page: page.page, totalPages: page.totalPages, theme: theme)
            return text
        }
    }

    public static func renderJSON(_ state: ViewState<TitleListPage>) -> String {
        JSONDocument.render(state)
    }

    /// "Popular movies", "Top rated series", "Trending people", "Movies like Fight Club",
    /// "Discovered movies" (its command under it).
    public static func heading(for list: TitleList, subjectTitle: String?) -> String {
        let kinds = list.kind.pluralNoun
        return switch list.selection {
        case .popular: "Popular \(kinds)"
        case .topRated: "Top rated \(kinds)"
        case .trending: "Trending \(kinds)"
        case .similar(let id): "\(kinds.prefix(1).uppercased() + kinds.dropFirst()) like \(subjectTitle ?? "\(list.kind.noun) \(id)")"
        case .discovery: "Discovered \(kinds)"
        }
    }

    private func content(_ page: TitleListPage, list: TitleList) -> LinkedText<TitleListDestination> {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(Self.heading(for: list, subjectTitle: page.subjectTitle), width: theme.width)
            .map { styler.paint($0, as: .title) }
        if let trending = page.trending {
            lines += ParagraphWrapper.wrap(trending.basis, width: theme.width).map { styler.paint($0, as: .muted) }
        }
        var empty = "No \(list.kind.pluralNoun) to show."
        if case .discovery(let discovery) = list.selection {
            // The filter, as the command that makes the list.
            lines += ParagraphWrapper.wrap(discovery.command, width: theme.width).map { styler.paint($0, as: .muted) }
            empty = "No \(list.kind.pluralNoun) match this filter."
        }
        guard !page.items.isEmpty else {
            return LinkedText(lines: lines + ParagraphWrapper.wrap(empty, width: theme.width).map { styler.paint($0, as: .muted) })
        }
        let summary = page.pages.summary(noun: list.kind.noun, plural: list.kind.pluralNoun)
        lines += ParagraphWrapper.wrap(summary, width: theme.width).map { styler.paint($0, as: .muted) }
        lines.append("")
        var text = LinkedText<TitleListDestination>(lines: lines)
        // The line naming the columns, then one line for each row of the page.
        let table = list.kind == .person ? peopleTable(page) : titlesTable(page)
        let tableLines = table.render(width: theme.width, styler: styler)
        let headerCount = table.showsHeader ? 1 : 0
        text.append(contentsOf: Array(tableLines.prefix(headerCount)))
        for (item, line) in zip(page.items, tableLines.dropFirst(headerCount)) {
            text.append(line, linking: item.title, to: .item(item.kind, id: item.id))
        }
        let figureDates = Set(page.items.compactMap(\.figuresAsOf)).sorted()
        text.append(
            contentsOf: FiguresAsOf.footer(figureDates.isEmpty ? [] : [FiguresAsOf.Part(figureDates.joined(separator: ", "))], theme: theme)
        )
        return text
    }

    /// Titles, years and ratings; their genres too where the rows carry them and the terminal
    /// has room (60 columns).
    private func titlesTable(_ page: TitleListPage) -> TextTable {
        let showsGenres = theme.width >= Self.widthForGenres && page.items.contains { !($0.genres ?? []).isEmpty }
        return TextTable(
            columns: [
                TableColumn("Title", isShrinkable: true),
                TableColumn("Year"),
                TableColumn("Rating", role: .rating),
            ] + (showsGenres ? [TableColumn("Genres", role: .muted, isShrinkable: true)] : []),
            cells: page.items.map { item in
                [
                    TableCell(item.title, id: item.id),
                    TableCell(item.year.map(String.init) ?? ""),
                    TableCell(
                        item.voteAverage.map { "\(RatingDisplay.oneDecimal($0)) \(RatingDisplay.bar(average: $0, cells: 5))" } ?? "–"),
                ] + (showsGenres ? [TableCell((item.genres ?? []).joined(separator: ", "))] : [])
            }
        )
    }

    /// The narrowest terminal a list shows its rows' genres on.
    static let widthForGenres = 60

    private func peopleTable(_ page: TitleListPage) -> TextTable {
        TextTable(
            columns: [
                TableColumn("Name", isShrinkable: true),
                TableColumn("Known for", role: .muted, isShrinkable: true),
            ],
            cells: page.items.map { [TableCell($0.title, id: $0.id), TableCell($0.knownFor ?? "")] }
        )
    }
}
