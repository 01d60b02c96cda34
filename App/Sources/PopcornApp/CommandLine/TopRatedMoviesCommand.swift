import ArgumentParser
import MovieListFeature

/// `popcorn movies top-rated [--page N]`
struct TopRatedMoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top-rated",
        abstract: "List the best-rated movies, highest rating first.",
        discussion: Attribution.tmdb
    )

    @OptionGroup
    var list: ListOptions

    func run() async throws {
        try await CommandSession.start(list.output).showMovieList(.topRated, page: list.page)
    }
}
