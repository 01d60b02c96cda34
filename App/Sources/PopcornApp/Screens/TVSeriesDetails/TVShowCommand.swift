import ArgumentParser

/// `popcorn tv [show] <id> [--cast | --similar [--page N]]`, `popcorn tv [show] <id> season <n> [episode <m>]`:
/// the default subcommand of `popcorn tv`, so that a series id reads as a subcommand would.
struct TVShowCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a series, a season or an episode, the series' cast and crew, or series like it (the default).",
        discussion: """
            Examples:
            \(examples)

            Ratings, popularity and counts are figures taken in May 2019.

            \(Attribution.tmdb)
            """
    )

    /// What a series id leads to, one example a line; `popcorn tv --help` shows them too.
    static let examples = """
          popcorn tv 1399                       Game of Thrones
          popcorn tv 1399 --cast                its cast and crew, with episode counts
          popcorn tv 1399 --similar             series like it
          popcorn tv 1399 season 1              season 1 and its episodes
          popcorn tv 1399 season 1 episode 1    one episode and its guest stars
        """

    @Argument(
        help: ArgumentHelp("The series' TMDb id, then optionally `season <n>` and `episode <m>`.", valueName: "id [season n [episode m]]"))
    var words: [String] = []

    @OptionGroup
    var screen: TitleScreenOptions

    var output: OutputOptions { screen.output }

    func validate() throws {
        guard !words.isEmpty else { throw ValidationError("Missing the series id: `popcorn tv <id> [season <n> [episode <m>]]`.") }
        if words.count > 1 && (screen.cast || screen.similar) {
            throw ValidationError("--cast and --similar apply to a series, not to a season or an episode.")
        }
    }
}
