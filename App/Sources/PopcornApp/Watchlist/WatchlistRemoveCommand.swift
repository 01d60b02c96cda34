import ArgumentParser
import LibraryApplication
import LibraryComposition
import LibraryDomain

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
        let title = title.title
        try await CommandSession.start(output).perform { services async throws(LibraryFailure) in
            do throws(RemoveFromWatchlistError) {
                return try await services.library.makeRemoveFromWatchlistUseCase().execute(title)
                    ? "\(title) is no longer on your watchlist." : "\(title) was not on your watchlist: nothing changed."
            } catch {
                throw .library(error)
            }
        }
    }
}
