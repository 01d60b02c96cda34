import ArgumentParser
import Foundation
import LibraryApplication
import LibraryComposition
import LibraryDomain
import PopcornLibraryAdapters
import Presentation

/// `popcorn library export [FILE] [--format jsonl|letterboxd|trakt]`
struct LibraryExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the watchlist and the watches to a file, or to standard output.",
        discussion: """
            jsonl (the default) holds everything, titles taken off the watchlist included, so that \
            importing it elsewhere takes them off there too. letterboxd and trakt hold what is listed and \
            watched, with names and years as the source has them today; Letterboxd's format holds \
            films only. The file is written whole or not at all.
            """)

    @Argument(help: ArgumentHelp("The file to write; none for standard output.", valueName: "file"))
    var file: String?

    @Option(help: ArgumentHelp("jsonl, letterboxd or trakt.", valueName: "format"))
    var format: LibraryFileFormat = .jsonl

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        try await Self.export(to: file, format: format, output: output)
    }

    @MainActor
    private static func export(to file: String?, format: LibraryFileFormat, output: OutputOptions) async throws(ExitCode) {
        let session = try CommandSession.start(output)
        let library = session.services.library
        let text: String
        let counts: String
        do throws(LibraryRepositoryError) {
            switch format {
            case .jsonl:
                let contents = try await library.makeExportLibraryUseCase().execute()
                text = LibraryFileWriter.jsonLines(contents)
                counts = Self.counted(entries: contents.watchlist.count, watches: contents.watches.count)
            case .letterboxd, .trakt:
                let watchlist = try await library.makeListWatchlistUseCase().execute(kind: nil, sort: .added)
                let watched = try await library.makeListWatchedUseCase().execute(kind: nil, sort: .watched)
                if format == .letterboxd {
                    text = LibraryFileWriter.letterboxd(watchlist: watchlist, watched: watched)
                    let films = watchlist.count { $0.entry.title.kind == .movie } + watched.count { $0.watch.title.kind == .movie }
                    let series = watchlist.count + watched.count - films
                    counts =
                        (films == 1 ? "1 film" : "\(films) films")
                        + (series > 0 ? " (\(series) series left out: Letterboxd holds films only)" : "")
                } else {
                    text = LibraryFileWriter.trakt(watchlist: watchlist, watched: watched)
                    counts = Self.counted(entries: watchlist.count, watches: watched.count)
                }
            }
        } catch {
            let worded = LibraryFailure.library(error).error
            session.diagnostics.report(worded)
            throw ExitCode(ExitStatus.code(for: worded.kind))
        }
        guard let file else {
            do {
                try session.diagnostics.console.out(text)
            } catch {
                throw ExitCode(session.diagnostics.exitStatus(after: error))
            }
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            session.diagnostics.report(
                ViewStateError(kind: .unexpected, message: "\(file) could not be written: \(error.localizedDescription)"))
            throw ExitCode(ExitStatus.failure)
        }
        let status = session.diagnostics.confirm("Exported \(counts) to \(file).")
        guard status == ExitStatus.success else { throw ExitCode(status) }
    }

    /// "2 watchlist entries and 1 watch".
    static func counted(entries: Int, watches: Int) -> String {
        (entries == 1 ? "1 watchlist entry" : "\(entries) watchlist entries") + " and " + (watches == 1 ? "1 watch" : "\(watches) watches")
    }
}
