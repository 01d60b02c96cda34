import ArgumentParser
import Foundation
import LibraryApplication
import LibraryComposition
import LibraryDomain
import PopcornLibraryAdapters
import Presentation
import SearchApplication
import SearchComposition

/// `popcorn library import FILE [--as watchlist|watched] [--dry-run]`
struct LibraryImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Merge a file of Popcorn's, Letterboxd's or Trakt's into your library.",
        discussion: """
            Entries merge, never overwrite: the newer change to an entry wins, and watches merge by \
            title and day. Letterboxd's export files (watchlist.csv, watched.csv, ratings.csv, diary.csv) \
            are told apart by their name unless --as says; their films are matched by title or original \
            title and year (a year off by one only when that leaves one film), and each row that \
            matches no film, or more than one, is listed with its line. A file with a line that cannot \
            be read changes nothing and names the line. What is imported is written at once, in one \
            write: an import that is stopped leaves the library as it was.
            """)

    @Argument(help: ArgumentHelp("The file to import.", valueName: "file"))
    var file: String

    @Option(name: .customLong("as"), help: ArgumentHelp("Where rows land that do not say: watchlist or watched.", valueName: "list"))
    var destination: ImportDestination?

    @Flag(help: "Say what would change, and change nothing.")
    var dryRun = false

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try await Self.importFile(file, as: destination, dryRun: dryRun, output: output)
    }

    @MainActor
    private static func importFile(_ file: String, as destination: ImportDestination?, dryRun: Bool, output: OutputOptions)
        async throws(ExitCode)
    {
        let session = try CommandSession.start(output)
        func fail(_ error: ViewStateError) -> ExitCode {
            session.diagnostics.report(error)
            return ExitCode(ExitStatus.code(for: error.kind))
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw fail(
                ViewStateError(
                    kind: .invalidRequest, message: "\(file) could not be read: there is no such file, or it is not yours to read."))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw fail(ViewStateError(kind: .invalidRequest, message: "\(file) is not text (UTF-8): nothing was imported."))
        }
        let records: [ImportedRecord]
        do {
            records = try LibraryFileReader.read(text, fileName: file, as: destination)
        } catch {
            throw fail(
                ViewStateError(
                    kind: .invalidRequest, message: "\(file), line \(error.line): \(error.reason). Nothing was imported.",
                    suggestion: "Correct that line (or remove it) and import the file again."))
        }
        // Letterboxd's rows are matched through Search, each name and year once.
        let search = LetterboxdTitleSearch(search: session.services.search.makeSearchCatalogueUseCase())
        var candidates: [String: [TitleMatcher.Candidate]] = [:]
        var batch = LibraryChanges()
        var unmatched: [UnmatchedRowDocument] = []
        for record in records {
            let reference: TitleReference
            switch record.title {
            case .reference(let title):
                reference = title
            case .named(let name, let year):
                if candidates[name] == nil {
                    do {
                        candidates[name] = try await search.candidates(named: name)
                    } catch {
                        throw fail(error.worded(by: session.services.failureWording))
                    }
                }
                switch TitleMatcher.match(name: name, year: year, among: candidates[name] ?? []) {
                case .matched(let title):
                    reference = title
                case .none:
                    unmatched.append(UnmatchedRowDocument(line: record.line, name: name, year: year, reason: "notFound", candidates: []))
                    continue
                case .ambiguous(let titles):
                    unmatched.append(
                        UnmatchedRowDocument(
                            line: record.line, name: name, year: year, reason: "ambiguous", candidates: titles.map(\.description)))
                    continue
                }
            }
            let changes = record.changes(for: reference)
            batch.watchlist += changes.watchlist
            batch.watches += changes.watches
        }
        let report: LibraryMergeReport
        do {
            report = try await session.services.library.makeMergeLibraryUseCase().execute(batch, dryRun: dryRun)
        } catch {
            throw fail(LibraryFailure.library(error).error)
        }
        let document = LibraryImportDocument(
            file: file, dryRun: dryRun, addedToWatchlist: report.addedToWatchlist.map(\.description),
            removedFromWatchlist: report.removedFromWatchlist.map(\.description),
            watchlistEntriesUpdated: report.watchlistEntriesUpdated.map(\.description),
            watchesAdded: report.watchesAdded.map { "\($0.title) \($0.day)" },
            watchesUpdated: report.watchesUpdated.map { "\($0.title) \($0.day)" },
            unchanged: report.unchanged, unmatched: unmatched)
        let settings = session.diagnostics.settings
        let shown =
            settings.json
            ? JSONDocument.encode(document) : LibraryImportText.render(document, source: session.services.failureWording.source)
        do {
            try session.diagnostics.console.out(shown)
        } catch {
            throw ExitCode(session.diagnostics.exitStatus(after: error))
        }
    }
}
