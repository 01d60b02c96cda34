import ArgumentParser

/// `popcorn movies popular|top-rated [--page N]`
struct MoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies",
        abstract: "List movies: the most popular, or the best rated.",
        discussion: Attribution.tmdb,
        subcommands: [PopularMoviesCommand.self, TopRatedMoviesCommand.self]
    )
}
