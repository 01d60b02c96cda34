import ArgumentParser
import LibraryApplication
import LibraryComposition
import LibraryDomain
import Presentation

/// `popcorn watchlist list`, what `popcorn watchlist` runs.
struct WatchlistListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the watchlist, newest added first.")

    @Option(name: .customLong("type"), help: ArgumentHelp("Only films (movie) or only series (tv).", valueName: "movie|tv"))
    var kind: LibraryKind?

    @Option(
        help: ArgumentHelp("added (newest first), title, year (newest first) or rating (the source's, highest first).", valueName: "order"))
    var sort: WatchlistSort = .added

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try await Self.list(kind: kind, sort: sort, output: output)
    }

    @MainActor
    private static func list(kind: LibraryKind?, sort: WatchlistSort, output: OutputOptions) async throws(ExitCode) {
        let session = try CommandSession.start(output)
        let items: [WatchlistItem]
        do {
            items = try await session.services.library.makeListWatchlistUseCase().execute(kind: kind, sort: sort)
        } catch {
            let worded = LibraryFailure.library(error).error
            session.diagnostics.report(worded)
            throw ExitCode(ExitStatus.code(for: worded.kind))
        }
        let settings = session.diagnostics.settings
        let text =
            settings.json
            ? JSONDocument.encode(
                WatchlistDocument(kind: kind?.rawValue, sort: sort.rawValue, items: items.map(WatchlistItemDocument.init)))
            : LibraryListText(theme: settings.outputTheme, source: session.services.failureWording.source).watchlist(items, kind: kind)
        do {
            try session.diagnostics.console.out(text)
        } catch {
            throw ExitCode(session.diagnostics.exitStatus(after: error))
        }
    }
}
