public import DesignSystem
public import Presentation

/// Draws a page of a movie list as a table for a terminal, or as a JSON document.
public struct TitleListView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<TitleListPage>, kind: TitleListKind) -> String {
        ViewStateText.render(state, theme: theme) { lines($0, kind: kind) }
    }

    public static func renderJSON(_ state: ViewState<TitleListPage>) -> String {
        JSONDocument.render(state)
    }

    /// "Popular movies", "Top rated movies", "Movies like Fight Club".
    public static func heading(for kind: TitleListKind, subjectTitle: String?) -> String {
        switch kind {
        case .popular: "Popular movies"
        case .topRated: "Top rated movies"
        case .similar(let movieID): "Movies like \(subjectTitle ?? "movie \(movieID)")"
        case .popularSeries: "Popular series"
        case .topRatedSeries: "Top rated series"
        case .similarSeries(let seriesID): "Series like \(subjectTitle ?? "series \(seriesID)")"
        }
    }

    private func lines(_ list: TitleListPage, kind: TitleListKind) -> [String] {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(Self.heading(for: kind, subjectTitle: list.subjectTitle), width: theme.width)
            .map { styler.paint($0, as: .title) }
        guard !list.items.isEmpty else {
            return lines
                + ParagraphWrapper.wrap(kind.itemKind == .tv ? "No series to show." : "No movies to show.", width: theme.width).map {
                    styler.paint($0, as: .muted)
                }
        }
        let ratingDates = Set(list.items.compactMap(\.figuresAsOf)).sorted()
        let summary =
            "Page \(list.page) of \(list.totalPages) · \(RatingDisplay.groupedThousands(list.totalResults)) "
            + (kind.itemKind == .tv ? "series" : list.totalResults == 1 ? "movie" : "movies")
            + (ratingDates.isEmpty ? "" : " · ratings as of \(ratingDates.joined(separator: ", "))")
        lines += ParagraphWrapper.wrap(summary, width: theme.width).map { styler.paint($0, as: .muted) }
        lines.append("")
        lines += TextTable(
            columns: [
                TableColumn("ID", alignment: .right, role: .muted),
                TableColumn("Title", isShrinkable: true),
                TableColumn("Year"),
                TableColumn("Rating", role: .rating),
            ],
            rows: list.items.map { item in
                [
                    String(item.id),
                    item.title,
                    item.year.map(String.init) ?? "",
                    item.voteAverage.map { "\(RatingDisplay.oneDecimal($0)) \(RatingDisplay.bar(average: $0, cells: 5))" } ?? "–",
                ]
            }
        ).render(width: theme.width, styler: styler)
        return lines
    }
}
