import ArgumentParser

/// `popcorn watchlist add movie|tv <id>`
struct WatchlistAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Put a film or a series on your watchlist.",
        discussion: "The title must be one the source knows. A title already on the watchlist stays where it was.")

    @OptionGroup
    var title: TitleArguments

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try await WatchlistChange.adding.run(on: title.title, output: output)
    }
}
