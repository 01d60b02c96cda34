import ArgumentParser
import MoviesDomain

/// `popcorn movies top-rated [--page N]`
struct TopRatedMoviesCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "top-rated",
        abstract: "List the best-rated movies, highest rating first.",
        discussion: """
            From the embedded catalogue, only films with at least \(TopRatedMovieRule.minimumVotes) votes are ranked, so that
            a film rated highly by a handful of people does not top the list; ties go to the film with more
            votes. With TMDb as the source, the list is TMDb's own top-rated list, with TMDb's own minimum
            number of votes.

            \(Attribution.tmdb)
            """
    )

    @OptionGroup
    var list: ListOptions

    var output: OutputOptions { list.output }
}
