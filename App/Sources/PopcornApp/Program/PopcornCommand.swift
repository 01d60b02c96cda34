import ArgumentParser

/// `popcorn`: the root command. It only dispatches to its subcommands.
struct PopcornCommand: AsyncParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "popcorn",
        abstract: "Browse a catalogue of movies, TV series and the people who make them from the terminal.",
        discussion: """
            Works offline on the embedded catalogue. Find anything by name with `popcorn search`; walk from screen to screen with `popcorn browse`. Ids are TMDb's: movie 550 is Fight Club, 603 The \
            Matrix; series 1399 is Game of Thrones, 1396 Breaking Bad; person 287 is Brad Pitt.

            Files: in $XDG_DATA_HOME/popcorn (by default ~/.local/share/popcorn): the catalogue database, the \
            search index (built on the first search; POPCORN_SEARCH_EXPORTS=<folder> adds TMDb's id exports \
            to it), library.sqlite, your watchlist, watches and history (POPCORN_HISTORY=0 records no history), and conversations.sqlite, \
            the questions asked with `popcorn ask`.

            Colour is used on a terminal unless --no-color, TERM=dumb or NO_COLOR (set and not empty) says otherwise.

            With --json, standard output carries one JSON document; errors and warnings go to standard error \
            as one JSON object a line.

            Exit codes: 0 success, 64 usage error, 69 source unavailable, 77 credentials refused, \
            1 anything else (an unknown id among them).

            \(Attribution.tmdb)
            """,
        version: "popcorn \(version)\n\(Attribution.tmdb)",
        // The screens' own commands, then the commands that group several screens' (`popcorn tv`), then the rest.
        subcommands: AppServices.screens.flatMap(\.commands) + [
            MoviesCommand.self, TVCommand.self, PeopleCommand.self, GenresCommand.self, BrowseCommand.self, CatalogueCommand.self,
            ConfigCommand.self,
            WatchlistCommand.self, WatchedCommand.self, LibraryCommand.self,
            CacheCommand.self, AskCommand.self, ChatCommand.self, ConversationsCommand.self, CompletionsCommand.self,
        ]
    )

    init() {}
}
