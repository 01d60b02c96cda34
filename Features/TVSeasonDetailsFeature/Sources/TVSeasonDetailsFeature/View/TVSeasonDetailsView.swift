public import DesignSystem
public import Presentation

/// Draws a season as text for a terminal, or as a JSON document.
public struct TVSeasonDetailsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<TVSeasonDetails>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: each episode held on its row, then the way
    /// up to the series.
    public func renderLinked(_ state: ViewState<TVSeasonDetails>) -> LinkedText<TVSeasonDetailsDestination> {
        ViewStateText.renderLinked(state, theme: theme) { season in
            var text = content(season)
            text.appendMore([("About \(season.seriesName)", .series)], theme: theme)
            return text
        }
    }

    public static func renderJSON(_ state: ViewState<TVSeasonDetails>) -> String {
        JSONDocument.render(state)
    }

    private func content(_ season: TVSeasonDetails) -> LinkedText<TVSeasonDetailsDestination> {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap("\(season.seriesName): \(season.name)", width: theme.width).map { styler.paint($0, as: .title) }
        lines.append("")
        lines += KeyValueBlock([
            .init("Aired", season.airDate ?? "unknown"),
            .init("Episodes", season.episodeCount.map(String.init) ?? "unknown"),
        ]).render(width: theme.width, styler: styler)
        lines.append("")
        guard !season.episodes.isEmpty else {
            let note = "The catalogue holds no episode list for this season."
            return LinkedText(
                lines: lines + ParagraphWrapper.wrap(note, width: theme.width).map { styler.paint($0, as: .muted) }
                    + FiguresAsOf.footer(Self.figureDates(season), theme: theme))
        }
        let table = TextTable(
            columns: [
                TableColumn("#", alignment: .right, role: .muted),
                TableColumn("Episode", isShrinkable: true),
                TableColumn("Aired", role: .muted),
                TableColumn("Rating", role: .rating),
            ],
            rows: season.episodes.map {
                [String($0.episodeNumber), $0.name, $0.airDate ?? "unknown", $0.voteAverage.map(RatingDisplay.oneDecimal) ?? "–"]
            }
        )
        var text = LinkedText<TVSeasonDetailsDestination>(lines: lines)
        // The line naming the columns, then one line for each episode.
        let tableLines = table.render(width: theme.width, styler: styler)
        let headerCount = table.showsHeader ? 1 : 0
        text.append(contentsOf: Array(tableLines.prefix(headerCount)))
        for (episode, line) in zip(season.episodes, tableLines.dropFirst(headerCount)) {
            // An episode without a name is marked by its number.
            let label = episode.name.isEmpty ? String(episode.episodeNumber) : episode.name
            text.append(line, linking: label, to: .episode(episode.episodeNumber))
        }
        text.append(contentsOf: FiguresAsOf.footer(Self.figureDates(season), theme: theme))
        return text
    }

    /// The date of the season's count, then that of its episodes' ratings where it differs:
    /// "Figures as of 2019-05; ratings as of 2020." The ratings' alone when the count is undated.
    static func figureDates(_ season: TVSeasonDetails) -> [FiguresAsOf.Part] {
        let ratings = Set(season.episodes.filter { $0.voteAverage != nil }.compactMap(\.figuresAsOf)).sorted()
        guard let counted = season.episodeCountAsOf else {
            return ratings.isEmpty ? [] : [FiguresAsOf.Part(ratings.joined(separator: ", "))]
        }
        let others = ratings.filter { $0 != counted }
        return [FiguresAsOf.Part(counted)] + (others.isEmpty ? [] : [FiguresAsOf.Part(others.joined(separator: ", "), covering: "ratings")])
    }
}
