import ArgumentParser
import MoviesDomain
import TVSeriesDomain

/// `popcorn discover movie|tv [--genre NAME]… [--any-genre] [--year YYYY|YYYY-YYYY] [--min-rating N]
/// [--min-votes N] [--runtime MIN-MAX] [--language CODE] [--keyword WORD]… [--sort …] [--reverse] [--page N]`
struct DiscoverCommand: ScreenCommand, AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discover",
        abstract: "Find films or series by genre, years, rating, runtime, language and keyword.",
        discussion: """
            Every filter given must hold: a title in all the genres named (any of them with \
            --any-genre), released (a series first aired) in the year or span of years, rated at least \
            --min-rating (0 to 10) by at least --min-votes votes, running --runtime minutes (films), in \
            the original --language, tagged with every --keyword (films: the keyword of that name, else \
            any keyword holding the word). Genre names match without case; `popcorn genres movie` and \
            `popcorn genres tv` list them. Asked of series, a film genre stands for the series genre \
            that holds it: Science Fiction or Fantasy for Sci-Fi & Fantasy, Action or Adventure for \
            Action & Adventure, War for War & Politics. --runtime and --keyword are for films only.

            --sort popularity (the default), rating, date or title: the most popular, the best rated, \
            the newest first, titles from A; --reverse turns it round. A sort by rating breaks ties by \
            the number of votes and, unless --min-votes is given, counts only titles with the top-rated \
            threshold of votes (films: \(TopRatedMovieRule.minimumVotes), series: \(TopRatedTVSeriesRule.minimumVotes)).

            Examples:
              popcorn discover movie --genre drama --year 1990-1999 --sort rating
              popcorn discover movie --genre "science fiction" --year 1999
              popcorn discover movie --keyword heist --language en --runtime 90-130
              popcorn discover tv --genre drama --sort rating

            \(Attribution.tmdb)
            """
    )

    @Argument(help: "What to discover: movie or tv (movies too).")
    var kind: DiscoverKind

    @Option(
        name: .customLong("genre"), parsing: .unconditionalSingleValue, help: "A genre the titles are in, by name; repeat for more.",
        completion: .custom(GenreCompletions.complete))
    var genres: [String] = []

    @Flag(name: .customLong("any-genre"), help: "Titles in any of the genres named, rather than all of them.")
    var anyGenre = false

    @Option(parsing: .unconditional, help: "The year of release (a series' first air date), or a span of years: 1999, 1990-1999.")
    var year: String?

    @Option(name: .customLong("min-rating"), parsing: .unconditional, help: "The lowest rating, from 0 to 10.")
    var minRating: String?

    @Option(name: .customLong("min-votes"), parsing: .unconditional, help: "The fewest votes behind the rating.")
    var minVotes: String?

    @Option(parsing: .unconditional, help: "Films only: the running time in minutes, MIN-MAX (90-120), MIN- or -MAX.")
    var runtime: String?

    @Option(parsing: .unconditional, help: "The original language, a two-letter ISO 639-1 code (en, fr, ja).")
    var language: String?

    @Option(
        name: .customLong("keyword"), parsing: .unconditionalSingleValue,
        help: "Films only: a keyword the films are tagged with; repeat for more.")
    var keywords: [String] = []

    @Option(help: "What to order by: popularity, rating, date or title.")
    var sort: DiscoverSort?

    @Flag(help: "Turn the order round.")
    var reverse = false

    @OptionGroup
    var list: ListOptions

    var output: OutputOptions { list.output }

    /// `popcorn` shows the screen through `show(_:)`, as every screen command's (`PopcornCLI`);
    /// the command is asynchronous because its genres' completion is (`GenreCompletions`).
    func run() async throws {
        try await show(Array(CommandLine.arguments.dropFirst()))
    }
}
