import ArgumentParser
import Presentation

/// `popcorn search <query…> [--type movie|tv|person] [--page N]`
struct SearchCommand: ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find films, series and people by title or name, typos and all.",
        discussion: """
            Case, accents and punctuation never matter, and original titles count as well as English \
            ones. Results come best match first: the whole title, then titles holding every word, \
            then every word's beginning (the last word may be unfinished), then close spellings (one \
            letter off in a word of four letters or more, two in one of eight or more); the more \
            popular first within each.

            Examples:
              popcorn search fight club            Fight Club, then other titles and people
              popcorn search "fight clb"           the same, through the typo
              popcorn search pitt --type person    people only
              popcorn search poulain               Amelie, by its original title

            \(Attribution.tmdb)
            """
    )

    @Argument(help: "The title or name to look for; several words need no quotes.")
    var words: [String] = []

    @Option(name: .customLong("type"), help: "Only films (movie), series (tv) or people (person).")
    var type: ItemKind?

    @OptionGroup
    var list: ListOptions

    func validate() throws {
        guard !words.isEmpty else {
            throw ValidationError("Say what to search for: `popcorn search \"fight club\"`.")
        }
    }

    var output: OutputOptions { list.output }
}
