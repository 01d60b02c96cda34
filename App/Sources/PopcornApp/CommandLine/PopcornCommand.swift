import ArgumentParser

/// `popcorn`: the root command. It only dispatches to its subcommands.
public struct PopcornCommand: AsyncParsableCommand {
    static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "popcorn",
        abstract: "Browse a catalogue of movies from the terminal.",
        discussion: """
            Works offline on the embedded catalogue. Movie ids are TMDb's: 550 is Fight Club, 603 The Matrix.

            Files: the catalogue database lives in $XDG_DATA_HOME/popcorn (by default ~/.local/share/popcorn).
            Colour is used on a terminal unless --no-color, NO_COLOR or TERM=dumb says otherwise.
            Exit codes: 0 success, 64 usage error, 69 source unavailable, 1 anything else.

            \(Attribution.tmdb)
            """,
        version: "popcorn \(version)\n\(Attribution.tmdb)",
        subcommands: [MovieCommand.self, MoviesCommand.self, CompletionsCommand.self]
    )

    public init() {}
}
