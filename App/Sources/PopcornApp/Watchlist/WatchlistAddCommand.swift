import ArgumentParser
import LibraryApplication
import LibraryComposition
import LibraryDomain

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
        let title = title.title
        try await CommandSession.start(output).perform { services async throws(LibraryFailure) in
            do throws(AddToWatchlistError) {
                return try await services.library.makeAddToWatchlistUseCase().execute(title)
                    ? "\(title) is on your watchlist." : "\(title) was on your watchlist already: nothing changed."
            } catch {
                throw .adding(error, of: title, wording: services.failureWording)
            }
        }
    }
}
