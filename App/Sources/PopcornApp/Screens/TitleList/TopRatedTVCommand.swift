import ArgumentParser
import TVSeriesDomain

/// `popcorn tv top-rated [--page N]`
struct TopRatedTVCommand: ScreenCommand {
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

    var output: OutputOptions { list.output }
}
