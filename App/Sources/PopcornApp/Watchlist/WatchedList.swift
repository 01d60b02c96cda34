import ArgumentParser
import LibraryApplication
import LibraryComposition
import LibraryDomain
import Presentation

/// `popcorn watched` with no title: every watch, as text or JSON.
enum WatchedList {
    @MainActor
    static func list(kind: LibraryKind?, sort: WatchedSort, output: OutputOptions) async throws(ExitCode) {
        let session = try CommandSession.start(output)
        let items: [WatchedItem]
        do {
            items = try await session.services.library.makeListWatchedUseCase().execute(kind: kind, sort: sort)
        } catch {
            let worded = LibraryFailure.library(error).error
            session.diagnostics.report(worded)
            throw ExitCode(ExitStatus.code(for: worded.kind))
        }
        let settings = session.diagnostics.settings
        let text =
            settings.json
            ? JSONDocument.encode(WatchedDocument(kind: kind?.rawValue, sort: sort.rawValue, items: items.map(WatchedItemDocument.init)))
            : LibraryListText(theme: settings.outputTheme, source: session.services.failureWording.source).watched(items, kind: kind)
        do {
            try session.diagnostics.console.out(text)
        } catch {
            throw ExitCode(session.diagnostics.exitStatus(after: error))
        }
    }
}
