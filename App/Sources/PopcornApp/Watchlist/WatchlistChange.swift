import ArgumentParser
import LibraryApplication
import LibraryComposition
import LibraryDomain

/// A change to the watchlist, as `popcorn watchlist add` and `popcorn watchlist remove` make it:
/// the Library's use case that makes it (whether the watchlist changed, and the title as its
/// owner named it), what is said when it changed and when it was so already, and its failure in
/// the App's words.
struct WatchlistChange: Sendable {
    private let change: @Sendable (AppServices, TitleReference) async throws(LibraryFailure) -> WatchlistOutcome
    let changed: String
    let unchanged: String

    /// - Parameters:
    ///   - changed: what follows the title when the watchlist changed ("is on your watchlist.").
    ///   - unchanged: what follows it when the watchlist was so already.
    ///   - make: asks the Library's use case for the change.
    ///   - failure: the use case's failure as the App words it.
    init<Failure: Error>(
        changed: String,
        unchanged: String,
        make: @escaping @Sendable (AppServices, TitleReference) async throws(Failure) -> WatchlistOutcome,
        failure: @escaping @Sendable (Failure, TitleReference, AppServices) -> LibraryFailure
    ) {
        self.changed = changed
        self.unchanged = unchanged
        change = { services, title throws(LibraryFailure) in
            do throws(Failure) {
                return try await make(services, title)
            } catch {
                throw failure(error, title, services)
            }
        }
    }

    /// `popcorn watchlist add`: the title goes on the watchlist, if the source knows it.
    static let adding = WatchlistChange(
        changed: "is on your watchlist.",
        unchanged: "was on your watchlist already: nothing changed.",
        make: { services, title throws(AddToWatchlistError) in try await services.library.makeAddToWatchlistUseCase().execute(title) },
        failure: { error, title, services in .adding(error, of: title, wording: services.failureWording) })

    /// `popcorn watchlist remove`: the title comes off the watchlist; its watches are kept.
    static let removing = WatchlistChange(
        changed: "is no longer on your watchlist.",
        unchanged: "was not on your watchlist: nothing changed.",
        make: { services, title throws(RemoveFromWatchlistError) in
            try await services.library.makeRemoveFromWatchlistUseCase().execute(title)
        },
        failure: { error, _, _ in .library(error) })

    /// Makes the change to `title` and says what it did, or why it could not.
    func run(on title: TitleReference, output: OutputOptions) async throws {
        try await run(on: title, options: output.common)
    }

    func run(on title: TitleReference, options: CommonOptions) async throws(ExitCode) {
        try await CommandSession.start(options).perform { services async throws(LibraryFailure) in
            sentence(try await change(services, title), about: title)
        }
    }

    /// What is said once the change is made: the title by its name and year when its owner said
    /// them, else as the command line named it.
    func sentence(_ outcome: WatchlistOutcome, about title: TitleReference) -> String {
        "\(outcome.recollection.naming(title)) \(outcome.changed ? changed : unchanged)"
    }

    /// `watchlist add|remove movie|tv <id>` with only the options every command takes, read
    /// without swift-argument-parser, whose reflection of the commands it walks is most of the
    /// change's start-up (docs/performance.md): the change, its title and the options, as the
    /// parsed `WatchlistAddCommand` and `WatchlistRemoveCommand` would run them. Anything else
    /// (help, another option, a word out of place, an id the parser would refuse) is left to it.
    static func quick(_ arguments: [String]) -> (options: CommonOptions, change: WatchlistChange, title: TitleReference)? {
        guard let (options, words) = CommonOptions.split(arguments), words.count == 4,
            words[0] == WatchlistCommand.configuration.commandName,
            let title = TitleArguments.title(kind: words[2], id: words[3])
        else { return nil }
        switch words[1] {
        case WatchlistAddCommand.configuration.commandName: return (options, .adding, title)
        case WatchlistRemoveCommand.configuration.commandName: return (options, .removing, title)
        default: return nil
        }
    }
}
