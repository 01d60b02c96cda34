public import DesignSystem
public import Presentation

/// Draws an episode as text for a terminal, or as a JSON document.
public struct TVEpisodeDetailsView: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    public func render(_ state: ViewState<TVEpisodeDetails>) -> String {
        ViewStateText.render(state, theme: theme, ready: lines)
    }

    public static func renderJSON(_ state: ViewState<TVEpisodeDetails>) -> String {
        JSONDocument.render(state)
    }

    private func lines(_ episode: TVEpisodeDetails) -> [String] {
        let styler = theme.styler
        var lines = ParagraphWrapper.wrap(episode.name, width: theme.width).map { styler.paint($0, as: .title) }
        let position =
            "\(episode.seriesName), season \(episode.seasonNumber), episode \(episode.episodeNumber)"
            + (episode.seasonEpisodeCount.map { " of \($0)" } ?? "")
        lines += ParagraphWrapper.wrap(position, width: theme.width).map { styler.paint($0, as: .muted) }
        lines += ParagraphWrapper.wrap(
            RatingDisplay.render(average: episode.voteAverage, voteCount: episode.voteCount, styler: styler)
                + (episode.figuresAsOf.map { styler.paint(" as of \($0)", as: .muted) } ?? ""),
            width: theme.width)
        lines.append("")
        lines += KeyValueBlock([.init("Aired", episode.airDate ?? "unknown")]).render(width: theme.width, styler: styler)
        lines.append("")
        lines.append(styler.paint("Guest stars", as: .heading))
        if episode.guestStars.isEmpty {
            lines += ParagraphWrapper.wrap("None known.", width: theme.width).map { styler.paint($0, as: .muted) }
        } else {
            lines += TextTable(
                columns: [TableColumn("Actor", isShrinkable: true), TableColumn("Character", role: .muted, isShrinkable: true)],
                rows: episode.guestStars.map { [$0.name, $0.character ?? ""] },
                showsHeader: false
            ).render(width: theme.width, styler: styler)
        }
        if !episode.crew.isEmpty {
            lines.append("")
            lines.append(styler.paint("Crew", as: .heading))
            lines += TextTable(
                columns: [TableColumn("Job", role: .muted, isShrinkable: true), TableColumn("Name", isShrinkable: true)],
                rows: episode.crew.map { [$0.job, $0.name] },
                showsHeader: false
            ).render(width: theme.width, styler: styler)
        }
        return lines
    }
}
