public import DesignSystem
public import Presentation

/// Draws a season as text for a terminal, or as a JSON document.
public struct TVSeasonDetailsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<TVSeasonDetails>) -> String {
        ViewStateText.render(state, theme: theme, ready: lines)
    }

    public static func renderJSON(_ state: ViewState<TVSeasonDetails>) -> String {
        JSONDocument.render(state)
    }

    private func lines(_ season: TVSeasonDetails) -> [String] {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap("\(season.seriesName): \(season.name)", width: theme.width).map { styler.paint($0, as: .title) }
        lines.append("")
        lines += KeyValueBlock([
            .init("Aired", season.airDate ?? "unknown"),
            .init(
                "Episodes",
                season.episodeCount.map { count in "\(count)" + (season.episodeCountAsOf.map { " as of \($0)" } ?? "") } ?? "unknown"),
        ]).render(width: theme.width, styler: styler)
        lines.append("")
        guard !season.episodes.isEmpty else {
            let note = "The catalogue holds no episode list for this season."
            return lines + ParagraphWrapper.wrap(note, width: theme.width).map { styler.paint($0, as: .muted) }
        }
        lines += TextTable(
            columns: [
                TableColumn("#", alignment: .right, role: .muted),
                TableColumn("Episode", isShrinkable: true),
                TableColumn("Aired", role: .muted),
                TableColumn("Rating", role: .rating),
            ],
            rows: season.episodes.map {
                [String($0.episodeNumber), $0.name, $0.airDate ?? "unknown", $0.voteAverage.map(RatingDisplay.oneDecimal) ?? "–"]
            }
        ).render(width: theme.width, styler: styler)
        let ratingDates = Set(season.episodes.filter { $0.voteAverage != nil }.compactMap(\.figuresAsOf)).sorted()
        if !ratingDates.isEmpty {
            lines.append("")
            lines += ParagraphWrapper.wrap("Ratings as of \(ratingDates.joined(separator: ", ")).", width: theme.width)
                .map { styler.paint($0, as: .muted) }
        }
        return lines
    }
}
