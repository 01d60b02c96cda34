import ArgumentParser

/// `popcorn movies popular|top-rated [--page N]`
struct MoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies",
        abstract: "List movies: the most popular, or the best rated.",
        discussion: Attribution.tmdb,
        subcommands: [PopularMoviesCommand.self, TopRatedMoviesCommand.self]
    )

    /// Without a list there is nothing to show: a usage error, as `popcorn tv` without an id is.
    func run() async throws {
        throw ValidationError("Missing the list to show: `popcorn movies popular` or `popcorn movies top-rated`.")
    }
}
