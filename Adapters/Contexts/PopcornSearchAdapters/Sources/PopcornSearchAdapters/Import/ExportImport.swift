public import EmbeddedCatalogue
public import Foundation
import GRDB
import SearchDomain
import Synchronization
import TMDbExports

/// Imports one of TMDb's daily id exports (`movie_ids_MM_DD_YYYY.json.gz`,
/// `tv_series_ids_MM_DD_YYYY.json.gz`, `person_ids_MM_DD_YYYY.json.gz`) into Search's index file,
/// for `popcorn catalogue import <file>`. A maintenance operation of the index, which the
/// composition root calls as it is: Search's Domain and use cases know nothing of it.
///
/// - The titles land in the index as the export gives them: an original title and a popularity,
///   no English title and no year. They are searched together with the catalogue's; a title the
///   catalogue holds keeps the catalogue's entry.
/// - One export a kind: importing an export replaces the titles of the kind's earlier import;
///   importing the same file again leaves the index as it is.
/// - The file is read in batches, each committed with the place it reached into a work file
///   beside the index; an import stopped at any point, even killed, goes on from its last batch
///   when it is run again with the same file.
/// - The index is then written whole beside the one in use and renamed into place, so that a
///   search running meanwhile reads the old index or the new one, never half of either; every
///   later build of the index (another catalogue, another exports folder) keeps the imports.
public struct ExportImport: Sendable {
    private let indexFile: URL
    private let sources: SearchIndexSources

    /// - Parameters:
    ///   - indexFile: the index's file, as given to `PopcornSearchAdaptersFactory.makeSearchIndex`;
    ///     its folder is made if missing.
    ///   - catalogue, catalogueFingerprint, exportsFolder: the index's other sources, as given to
    ///     `makeSearchIndex`, so that the index the import leaves is the one searches expect.
    public init(indexFile: URL, catalogue: CatalogueStore, catalogueFingerprint: String, exportsFolder: URL?) {
        self.indexFile = indexFile
        self.sources = SearchIndexSources(catalogue: catalogue, catalogueFingerprint: catalogueFingerprint, exportsFolder: exportsFolder)
    }

    /// Imports the export at `file`, calling `progress` with the bytes of the file read so far and
    /// its size, about every 256 KiB (a few times a second for a large file). Once the whole file
    /// is read, the index is written, which for a million titles takes a few seconds more.
    public func run(file: URL, progress: (_ done: Int, _ total: Int?) -> Void = { _, _ in }) async throws(ExportImportError)
        -> ExportImportSummary
    {
        do {
            return try importing(file, progress: progress)
        } catch let error as ExportImportError {
            throw error
        } catch let error as TMDbExportError {
            switch error {
            case .unreadable(let path, let reason): throw .unreadableExport(path: path, reason: reason)
            case .notGzip(let path, let reason): throw .unreadableExport(path: path, reason: "it is not whole gzip data: \(reason)")
            }
        } catch let error as SearchIndexFailure {
            throw .indexUnavailable(path: indexFile.path, reason: error.description)
        } catch let error as DatabaseError {
            throw .indexUnavailable(path: indexFile.path, reason: error.message ?? error.description)
        } catch {
            throw .indexUnavailable(path: indexFile.path, reason: error.localizedDescription)
        }
    }

    private func importing(_ file: URL, progress: (_ done: Int, _ total: Int?) -> Void) throws -> ExportImportSummary {
        guard let exportKind = TMDbExportKind(fileName: file.lastPathComponent) else {
            throw ExportImportError.notAnExport(fileName: file.lastPathComponent)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
            throw ExportImportError.missingFile(path: file.path)
        }
        guard !isFolder.boolValue else { throw ExportImportError.unreadableExport(path: file.path, reason: "it is a folder") }
        let kind = SearchKindMapper().map(exportKind)
        let identity = try ExportFileIdentity(of: file)
        do {
            try FileManager.default.createDirectory(at: indexFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw SearchIndexFailure("could not make its folder: \(error.localizedDescription)")
        }
        let workURL = indexFile.deletingLastPathComponent().appendingPathComponent(
            ".\(indexFile.lastPathComponent).import-\(kind.rawValue)")
        // One import of a kind at a time; a second waits, then finds the file imported.
        return try SearchIndexFile.withLock(beside: indexFile, named: "import-\(kind.rawValue).lock") {
            if let done = importedExport(of: kind), done.identity == identity {
                // A run killed after renaming the index into place may have left its work file.
                ImportWorkFile.discard(at: workURL, kind: kind, ifFor: identity)
                return ExportImportSummary(done, resumedAfterLines: 0, wasAlreadyImported: true)
            }
            let work = try ImportWorkFile.open(at: workURL, kind: kind, identity: identity)
            let resumedAt = work.position
            if !work.isRead { try read(file, into: work, progress: progress) }
            let staged = SearchIndexFile.StagedImport(workFile: workURL, export: work.export)
            try SearchIndexFile.rebuild(at: indexFile, from: sources, signature: try sources.signature(), adding: staged)
            work.remove()
            return ExportImportSummary(work.export, resumedAfterLines: resumedAt, wasAlreadyImported: false)
        }
    }

    /// Reads the lines of `file` that `work` does not hold yet into it, a batch a transaction.
    private func read(_ file: URL, into work: ImportWorkFile, progress: (_ done: Int, _ total: Int?) -> Void) throws {
        let stream = try TMDbExportStream(url: file)
        progress(0, stream.fileSize)
        // Past the lines done, inflated but not read, moving the progress as it goes.
        var passed = 0
        while passed < work.position {
            let step = try stream.skip(lines: min(work.position - passed, 1 << 16))
            guard step > 0 else { break }
            passed += step
            progress(stream.bytesRead, stream.fileSize)
        }
        guard passed == work.position else {
            work.remove()
            throw ExportImportError.unreadableExport(
                path: file.path, reason: "it has fewer lines than an earlier import of it read, so it changed since; import it again")
        }
        // Lines are inflated and parsed on one processor while the last batch is written on the other.
        let total = stream.fileSize
        let shared = Mutex(stream)
        try Pipeline.run(
            produce: { _ in try shared.withLock { try $0.next() } },
            consume: { batch in
                try work.add(batch)
                progress(batch.bytesRead, total)
            })
        try work.markRead()
    }

    /// The export of `kind` the index holds, if it holds one and can be read.
    private func importedExport(of kind: SearchKind) -> ImportedExport? {
        guard FileManager.default.fileExists(atPath: indexFile.path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        return try? DatabaseQueue(path: indexFile.path, configuration: configuration).read { db in
            try ImportedExport.fetch(kind: kind, from: db)
        }
    }
}
