import ArgumentParser

/// `popcorn tv`: a series, a season or an episode by default, and the lists of series.
struct TVCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tv",
        abstract: "Show a series, a season or an episode, the series' cast and crew, or lists of series.",
        discussion: """
            Examples:
            \(TVShowCommand.examples)
              popcorn tv popular                    the most popular series
              popcorn tv top-rated                  the best rated series

            Ratings, popularity and counts are figures taken in May 2019.
            """,
        subcommands: [TVShowCommand.self, PopularTVCommand.self, TopRatedTVCommand.self],
        defaultSubcommand: TVShowCommand.self
    )
}
