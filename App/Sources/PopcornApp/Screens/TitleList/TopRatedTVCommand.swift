import ArgumentParser
import Presentation
import TVSeriesDomain
import TitleListFeature

/// `popcorn tv top-rated [--page N]`
struct TopRatedTVCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top-rated",
        abstract: "List the best-rated series, highest rating first.",
        discussion: """
            From the embedded catalogue, only series with at least \(TopRatedTVSeriesRule.minimumVotes) votes are ranked; ties \
            go to the series with more votes. With TMDb as the source, the list is TMDb's own top-rated \
            list, with TMDb's own minimum number of votes (figures as of today).

            \(Attribution.tmdb)
            """
    )

    @OptionGroup
    var list: ListOptions

    func run() async throws {
        try await CommandSession.start(list.output).show(.titleList(TitleList(.topRated, of: .tv), page: list.page))
    }
}
