import ArgumentParser

/// `popcorn browse [PLACE…]`: the words of any screen command (`movie 550 --cast`), or nothing for home.
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Walk the catalogue: follow links, go back and forward, search.",
        discussion: """
            Starts at the home screen (popular films, series and people), or at the place named:
              popcorn browse                       the home screen
              popcorn browse movie 550             Fight Club
              popcorn browse tv 1399 season 1      a season of Game of Thrones
              popcorn browse person 287            Brad Pitt
              popcorn browse search "fight clb"    what a search finds
              popcorn browse chat movie 550        a chat about Fight Club

            On a terminal the browser fills the window: the up and down arrows (or j and k) choose a link, \
            Enter opens it, the left arrow (or Backspace) goes back, the right arrow forward, / searches, h goes home, ? shows the keys, q quits. \
            A film's or a series' "Ask about it" opens a chat: type a question on the line at the foot, \
            Enter sends it, and the answer is drawn as it arrives; Ctrl-C stops it, Escape leaves the \
            line for the keys above, i returns to it.

            When standard input or output is not a terminal (a pipe, a script), each screen is printed \
            with its links numbered, and one command is read a line: a link's number, b (back), \
            f (forward), h (home), l (where you have been), /words (search), q (quit); on a chat, any \
            other line is a question, and its answer is printed. The end of the input quits too.

            \(Attribution.tmdb)
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: """
            Where to start, as a screen command's words: movie <id>, tv <id> [season <n> [episode <m>]], person <id>, \
            search <words...>, chat movie <id>
            """)
    var start: [String] = []

    @Flag(name: .customLong("no-color"), help: "Never colour the screens (as do NO_COLOR set to a non-empty value, and TERM=dumb).")
    var noColor = false

    @Flag(name: .customLong("lines"), help: "Use line mode even on a terminal.")
    var lines = false

    @OptionGroup
    var sourceOptions: SourceOptions

    func validate() throws {
        _ = try place
    }

    func run() async throws {
        let options = CommonOptions(noColor: noColor, verbose: sourceOptions.verbose, source: sourceOptions.source)
        let session = try await CommandSession.start(options)
        let status = await session.browse(from: try place, lineMode: lines)
        guard status == ExitStatus.success else { throw ExitCode(status) }
    }

    /// The place the words name, read by the same grammar as every screen command.
    private var place: ScreenPlace {
        get throws {
            start.isEmpty ? .home : try AppServices.grammar.usagePlace(from: start)
        }
    }
}
