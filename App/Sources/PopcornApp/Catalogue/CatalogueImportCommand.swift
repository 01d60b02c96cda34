import ArgumentParser
import DesignSystem
import Foundation
import PopcornSearchAdapters
import Presentation

/// `popcorn catalogue import <file>`
struct CatalogueImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import one of TMDb's daily id exports into the local search index.",
        discussion: """
            TMDb publishes every film, series and person it holds as daily exports: \
            movie_ids_MM_DD_YYYY.json.gz, tv_series_ids_MM_DD_YYYY.json.gz and \
            person_ids_MM_DD_YYYY.json.gz (gzipped, one JSON object a line). Importing one makes \
            its titles findable with `popcorn search`, offline, beside the embedded catalogue's.

            An export gives an original title and a popularity, no English title or year: imported \
            entries show what they have, and opening one asks TMDb for its details (with TMDb as \
            the source).

            Importing the same file again changes nothing; a newer export of the same kind replaces \
            the older one. An import that was stopped half-way carries on where it stopped when run \
            again. Lines that cannot be read are skipped and counted.
            """
    )

    @Argument(help: "The export file, as TMDb names it.", completion: .file(extensions: ["gz"]))
    var file: String

    @OptionGroup
    var output: OutputOptions

    func run() async throws {
        let session = try await CommandSession.start(output)
        let url = URL(fileURLWithPath: file).standardizedFileURL
        let settings = session.diagnostics.settings
        let progress: ProgressLine? =
            !settings.json && Terminal.isTerminal(FileHandle.standardError.fileDescriptor)
            ? ProgressLine(console: Console(), width: settings.messageTheme.width, label: "Importing \(url.lastPathComponent)…")
            : nil
        try await session.perform(
            { services async throws(ExportImportFailure) -> String in
                guard let importer = services.exportImport else { throw .noDataFolder }
                do throws(ExportImportError) {
                    let summary = try await importer.run(file: url) { done, total in progress?.report(done: done, total: total ?? done) }
                    return CatalogueImportWording.confirmation(summary, file: url.lastPathComponent)
                } catch {
                    throw .importer(error)
                }
            })
    }
}
