import ArgumentParser
import TVSeriesDomain

/// `popcorn tv <id> [season <n> [episode <m>]] [--cast | --similar [--page N]]`,
/// `popcorn tv popular|top-rated [--page N]`: one command, whose words name a series, a season,
/// an episode or a list, read by the places' grammar. Having no subcommands, it can complete what
/// follows an id (`season`, then `episode`) as well as the lists' names.
struct TVCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "tv",
        abstract: "Show a series, a season or an episode, the series' cast and crew, or lists of series.",
        discussion: """
            Examples:
              popcorn tv 1399                       Game of Thrones
              popcorn tv 1399 --cast                its cast and crew, with episode counts
              popcorn tv 1399 --similar             series like it
              popcorn tv 1399 season 1              season 1 and its episodes
              popcorn tv 1399 season 1 episode 1    one episode and its guest stars
              popcorn tv popular                    the most popular series
              popcorn tv top-rated                  the best rated series

            Ratings, popularity and counts are figures taken in May 2019. From the embedded \
            catalogue, the best rated are the series with at least \(TopRatedTVSeriesRule.minimumVotes) \
            votes, ties going to the series with more; with TMDb as the source, the list is TMDb's own.

            \(Attribution.tmdb)
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A series' TMDb id, then optionally `season <n>` and `episode <m>`; or `popular` or `top-rated`.",
            valueName: "id [season n [episode m]] | popular | top-rated"),
        completion: .custom(TVCommand.completions))
    var words: [String] = []

    @Flag(help: "Show the series' full cast and crew instead of its details.")
    var cast = false

    @Flag(help: "List series like this one instead of its details.")
    var similar = false

    @Option(parsing: .unconditional, help: "With --similar or a list, the page to show (from 1 to 500).")
    var page: Int?

    @OptionGroup
    var output: OutputOptions

    func validate() throws {
        guard !words.isEmpty else {
            throw ValidationError(
                "Missing the series or the list to show: `popcorn tv <id>`, `popcorn tv popular` or `popcorn tv top-rated`.")
        }
    }

    /// What may come next after the words typed so far: a list's name or an id first, then
    /// `season` after an id, `episode` after a season's number.
    @Sendable
    static func completions(_ shellWords: [String], _ index: Int, _ prefix: String) -> [String] {
        let start = (shellWords.firstIndex(of: "tv") ?? shellWords.endIndex) + 1
        let typed = start < index ? shellWords[start..<index].filter { !$0.hasPrefix("-") } : []
        let next: [String] =
            switch typed.count {
            case 0: ["popular", "top-rated"]
            case 1 where Int(typed[0]) != nil: ["season"]
            case 3 where typed[1] == "season": ["episode"]
            default: []
            }
        return next.filter { $0.hasPrefix(prefix) }
    }
}
