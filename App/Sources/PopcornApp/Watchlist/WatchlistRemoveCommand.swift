import ArgumentParser

/// `popcorn watchlist remove movie|tv <id>`
struct WatchlistRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Take a film or a series off your watchlist.",
        discussion: "Its watches, if any, are kept.")

    @OptionGroup
    var title: TitleArguments

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try await WatchlistChange.removing.run(on: title.title, output: output)
    }
}
