import ArgumentParser
import DesignSystem
import Foundation
import SearchResultsFeature

/// `popcorn browse [movie <id> | tv <id> [season <n> [episode <m>]] | person <id> | search <words…>]`
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

            On a terminal the browser fills the window: ↑/↓ or j/k choose a link, Enter opens it, \
            ← or Backspace goes back, → forward, / searches, h goes home, ? shows the keys, q quits.

            When standard input or output is not a terminal (a pipe, a script), each screen is printed \
            with its links numbered, and one command is read a line: a link's number, b (back), \
            f (forward), h (home), l (where you have been), /words (search), q (quit). The end of the \
            input quits too.

            \(Attribution.tmdb)
            """
    )

    @Argument(help: "Where to start: movie <id>, tv <id> [season <n> [episode <m>]], person <id>, or search <words…>.")
    var start: [String] = []

    @Flag(name: .customLong("no-color"), help: "Never colour the screens (as do NO_COLOR set to a non-empty value, and TERM=dumb).")
    var noColor = false

    @Flag(name: .customLong("lines"), help: "Use line mode even on a terminal.")
    var lines = false

    @OptionGroup
    var sourceOptions: SourceOptions

    func validate() throws {
        _ = try Self.place(from: start)
    }

    func run() async throws {
        let session = try await CommandSession.start(json: false, noColor: noColor, source: sourceOptions)
        let status = await session.browse(from: try Self.place(from: start), lineMode: lines)
        guard status == ExitStatus.success else { throw ExitCode(status) }
    }

    /// The place the words name.
    static func place(from words: [String]) throws -> ScreenPlace {
        guard let first = words.first else { return .home }
        let rest = Array(words.dropFirst())
        func id(naming what: String) throws -> Int {
            guard rest.count == 1 else { throw ValidationError("Say which \(what) by its id: `popcorn browse \(first) <id>`.") }
            guard let id = Int(rest[0]), id > 0 else {
                throw ValidationError(
                    "\"\(VisibleText.escapingControls(rest[0]))\" is not an id: a \(what)'s id is a whole number from 1 up.")
            }
            return id
        }
        switch first {
        case "home" where rest.isEmpty: return .home
        case "movie": return .movie(id: try id(naming: "movie"))
        case "person": return .person(id: try id(naming: "person"))
        case "tv": return try TVTarget(words: rest).place
        case "search":
            let query = rest.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard !query.isEmpty else { throw ValidationError("Say what to search for: `popcorn browse search \"fight club\"`.") }
            return .search(SearchRequest(query: query, kind: nil))
        default:
            throw ValidationError(
                "\"\(VisibleText.escapingControls(words.joined(separator: " ")))\" is not a place to start: "
                    + "say movie <id>, tv <id>, person <id> or search <words>, or nothing for the home screen.")
        }
    }
}
