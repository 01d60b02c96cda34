import ArgumentParser
import LibraryDomain

/// `popcorn watchlist list`, what `popcorn watchlist` runs: the watchlist screen
/// (`WatchlistPlace`, whose forms read the same words).
struct WatchlistListCommand: AsyncParsableCommand, ScreenCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the watchlist, newest added first.")

    @Option(name: .customLong("type"), help: ArgumentHelp("Only films (movie) or only series (tv).", valueName: "movie|tv"))
    var kind: LibraryKind?

    @Option(
        help: ArgumentHelp("added (newest first), title, year (newest first) or rating (the source's, highest first).", valueName: "order"))
    var sort: WatchlistSort = .added

    @OptionGroup
    var output: OutputOptions
}
