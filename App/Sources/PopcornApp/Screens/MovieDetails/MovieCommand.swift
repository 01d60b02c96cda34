import ArgumentParser

/// `popcorn movie <id> [--cast | --similar [--page N]]`
struct MovieCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "movie",
        abstract: "Show a movie's details, its full cast and crew, or movies like it.",
        discussion: """
            Examples:
              popcorn movie 550              Fight Club's details
              popcorn movie 550 --cast       its full cast and crew
              popcorn movie 550 --similar    movies like it

            \(Attribution.tmdb)
            """
    )

    @Argument(help: "The movie's TMDb id, a whole number from 1 to 2,147,483,647 (550 is Fight Club).")
    var id: Int

    @OptionGroup
    var screen: TitleScreenOptions

    var output: OutputOptions { screen.output }
}
