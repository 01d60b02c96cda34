public import DesignSystem
public import Presentation

/// Draws a series as text for a terminal, or as a JSON document.
public struct TVSeriesDetailsView: Sendable {
    public let theme: Theme
    /// Whether the links the text does not show end with the chat about the series.
    public let offersChat: Bool

    public init(theme: Theme, offersChat: Bool = false) {
        self.theme = theme
        self.offersChat = offersChat
    }

    public func render(_ state: ViewState<TVSeriesDetails>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: each creator where their name stands (their
    /// id after it) and each season on its row, then the links the text does not show.
    public func renderLinked(_ state: ViewState<TVSeriesDetails>) -> LinkedText<TVSeriesDetailsDestination> {
        ViewStateText.renderLinked(state, theme: theme) { series in
            var text = content(series)
            let chat: [(String, TVSeriesDetailsDestination)] = offersChat ? [("Ask about it", .askAboutIt)] : []
            text.appendMore([("Full cast and crew", .castAndCrew), ("Series like it", .similarSeries)] + chat, theme: theme)
            return text
        }
    }

    public static func renderJSON(_ state: ViewState<TVSeriesDetails>) -> String {
        JSONDocument.render(state)
    }

    private func content(_ series: TVSeriesDetails) -> LinkedText<TVSeriesDetailsDestination> {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(TitleWithYear.text(series.name, year: series.year), width: theme.width)
            .map { styler.paint($0, as: .title) }
        if series.originalName != series.name {
            lines += ParagraphWrapper.wrap(series.originalName, width: theme.width).map { styler.paint($0, as: .muted) }
        }
        lines += ParagraphWrapper.wrap(
            RatingDisplay.render(average: series.voteAverage, voteCount: series.voteCount, styler: styler), width: theme.width)
        if let sentence = series.library?.sentence {
            lines += ParagraphWrapper.wrap(sentence, width: theme.width).map { styler.paint($0, as: .accent) }
        }
        lines.append("")
        let factsLine = lines.count
        let runtimes = series.episodeRunTimes.map { RuntimeText.format(minutes: $0) }.joined(separator: ", ")
        let head = TVSeriesDetailsHead(series)
        lines += KeyValueBlock([
            .init("First aired", series.firstAirDate ?? "unknown"),
            .init("Last aired", head.lastAirDate ?? "unknown"),
            .init("Status", series.status.map { status in head.statusAsOf.map { "\(status) (in \($0))" } ?? status } ?? "unknown"),
            .init("Type", series.type ?? ""),
            .init("Networks", series.networks.joined(separator: ", ")),
            .init("Countries", series.originCountries.joined(separator: ", ")),
            .init("Companies", series.companies.joined(separator: ", ")),
            .init("Genres", series.genres.joined(separator: ", ")),
            .init("Created by", naming: series.creators.map { NamedID($0.name, id: $0.personID) }),
            .init("Seasons", head.numberOfSeasons.map(String.init) ?? "unknown"),
            .init("Episodes", head.numberOfEpisodes.map(String.init) ?? "unknown"),
            .init("Runtime", runtimes.isEmpty ? "unknown" : "\(runtimes) an episode"),
            .init("Language", series.originalLanguage),
        ]).render(width: theme.width, styler: styler)
        if let overview = series.overview, !overview.isEmpty {
            lines.append("")
            lines += ParagraphWrapper.wrap(overview, width: theme.width)
        }
        var text = LinkedText<TVSeriesDetailsDestination>(lines: lines)
        for genre in series.genres { text.mark(genre, searchingFrom: factsLine, to: .genre(genre)) }
        for creator in series.creators {
            if let id = creator.personID { text.mark(creator.name, searchingFrom: factsLine, to: .person(id: id)) }
        }
        if !series.seasons.isEmpty {
            text.append("")
            text.append(styler.paint("Seasons", as: .heading))
            let table = TextTable(
                columns: [
                    TableColumn("#", alignment: .right, role: .muted),
                    TableColumn("Season", isShrinkable: true),
                    TableColumn("Aired", role: .muted),
                    TableColumn("Episodes", alignment: .right),
                ],
                rows: series.seasons.map {
                    [String($0.seasonNumber), $0.name, $0.airDate ?? "unknown", $0.episodeCount.map(String.init) ?? "?"]
                }
            )
            // The line naming the columns, then one line for each season.
            let tableLines = table.render(width: theme.width, styler: styler)
            let headerCount = table.showsHeader ? 1 : 0
            text.append(contentsOf: Array(tableLines.prefix(headerCount)))
            for (season, line) in zip(series.seasons, tableLines.dropFirst(headerCount)) {
                // A season without a name is marked by its number.
                let label = season.name.isEmpty ? String(season.seasonNumber) : season.name
                text.append(line, linking: label, to: .season(season.seasonNumber))
            }
        }
        text.append(contentsOf: FiguresAsOf.footer(Self.figureDates(series), theme: theme))
        return text
    }

    /// The series' own date, then each other date its seasons were counted on, with the seasons
    /// it covers: "Figures as of 2019-05; seasons 4, 5 as of 2026-08."
    static func figureDates(_ series: TVSeriesDetails) -> [FiguresAsOf.Part] {
        let dated = series.seasons.filter { $0.episodeCountAsOf != nil && $0.episodeCountAsOf != series.figuresAsOf }
        let others = Set(dated.compactMap(\.episodeCountAsOf)).sorted().map { date in
            let numbers = dated.filter { $0.episodeCountAsOf == date }.map { String($0.seasonNumber) }
            return FiguresAsOf.Part(date, covering: "\(numbers.count == 1 ? "season" : "seasons") \(numbers.joined(separator: ", "))")
        }
        return (series.figuresAsOf.map { [FiguresAsOf.Part($0)] } ?? []) + others
    }
}
