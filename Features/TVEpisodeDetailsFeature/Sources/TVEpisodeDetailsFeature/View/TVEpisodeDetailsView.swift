public import DesignSystem
public import Presentation

/// Draws an episode as text for a terminal, or as a JSON document.
public struct TVEpisodeDetailsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<TVEpisodeDetails>) -> String {
        ViewStateText.render(state, theme: theme) { content($0).lines }
    }

    /// The screen with its links marked, for a browser: each guest star and crew member with an id
    /// on their row (the id after their name), then the episodes either side of this one, where there are some, and its season.
    public func renderLinked(_ state: ViewState<TVEpisodeDetails>) -> LinkedText<TVEpisodeDetailsDestination> {
        ViewStateText.renderLinked(state, theme: theme) { episode in
            var text = content(episode)
            var more: [(label: String, destination: TVEpisodeDetailsDestination)] = []
            if episode.episodeNumber > 1 {
                more.append(("Previous episode: \(Self.code(episode.seasonNumber, episode.episodeNumber - 1))", .previousEpisode))
            }
            if let count = episode.seasonEpisodeCount, episode.episodeNumber < count {
                more.append(("Next episode: \(Self.code(episode.seasonNumber, episode.episodeNumber + 1))", .nextEpisode))
            }
            more.append(("Season \(episode.seasonNumber)", .season))
            text.appendMore(more, theme: theme)
            return text
        }
    }

    /// "S01E02": an episode's season and number, as they are often written.
    private static func code(_ season: Int, _ episode: Int) -> String {
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "S\(twoDigits(season))E\(twoDigits(episode))"
    }

    public static func renderJSON(_ state: ViewState<TVEpisodeDetails>) -> String {
        JSONDocument.render(state)
    }

    private func content(_ episode: TVEpisodeDetails) -> LinkedText<TVEpisodeDetailsDestination> {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(episode.name, width: theme.width).map { styler.paint($0, as: .title) }
        let position =
            "\(episode.seriesName), season \(episode.seasonNumber), episode \(episode.episodeNumber)"
            + (episode.seasonEpisodeCount.map { " of \($0)" } ?? "")
        lines += ParagraphWrapper.wrap(position, width: theme.width).map { styler.paint($0, as: .muted) }
        lines += ParagraphWrapper.wrap(
            RatingDisplay.render(average: episode.voteAverage, voteCount: episode.voteCount, styler: styler), width: theme.width)
        lines.append("")
        lines += KeyValueBlock([.init("Aired", episode.airDate ?? "unknown")]).render(width: theme.width, styler: styler)
        lines.append("")
        lines.append(styler.paint("Guest stars", as: .heading))
        var text = LinkedText<TVEpisodeDetailsDestination>(lines: lines)
        if episode.guestStars.isEmpty {
            text.append(contentsOf: ParagraphWrapper.wrap("None known.", width: theme.width).map { styler.paint($0, as: .muted) })
        } else {
            let rows = TextTable(
                columns: [TableColumn("Actor", isShrinkable: true), TableColumn("Character", role: .muted, isShrinkable: true)],
                cells: episode.guestStars.map { [TableCell($0.name, id: $0.personID), TableCell($0.character ?? "")] },
                showsHeader: false
            ).render(width: theme.width, styler: styler)
            for (star, row) in zip(episode.guestStars, rows) {
                if let id = star.personID { text.append(row, linking: star.name, to: .person(id: id)) } else { text.append(row) }
            }
        }
        if !episode.crew.isEmpty {
            text.append("")
            text.append(styler.paint("Crew", as: .heading))
            let rows = TextTable(
                columns: [TableColumn("Job", role: .muted, isShrinkable: true), TableColumn("Name", isShrinkable: true)],
                cells: episode.crew.map { [TableCell($0.job), TableCell($0.name, id: $0.personID)] },
                showsHeader: false
            ).render(width: theme.width, styler: styler)
            for (member, row) in zip(episode.crew, rows) {
                if let id = member.personID { text.append(row, linking: member.name, to: .person(id: id)) } else { text.append(row) }
            }
        }
        // The rating is the one figure an episode shows; it is dated only where it is there.
        let ratingDate = episode.voteAverage == nil ? nil : episode.figuresAsOf
        text.append(contentsOf: FiguresAsOf.footer(ratingDate.map { [FiguresAsOf.Part($0)] } ?? [], theme: theme))
        return text
    }
}
