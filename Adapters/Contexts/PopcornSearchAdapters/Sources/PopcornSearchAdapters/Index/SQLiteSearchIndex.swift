import CoreDomain
import Foundation
import GRDB
import SearchDomain
import Synchronization

/// Search's index in a SQLite file of its own beside the catalogue's, built from its sources on
/// the first search that finds it missing or built from other sources (under a lock, into a
/// temporary file renamed into place, so that no search reads a half-built index, and keeping
/// the titles imported into it), then only read. Without a file (no data folder), it is built in
/// memory for the run.
final class SQLiteSearchIndex: SearchIndex {
    private let file: URL?
    private let sources: SearchIndexSources
    private let opened = Mutex<DatabaseQueue?>(nil)

    init(file: URL?, sources: SearchIndexSources) {
        self.file = file
        self.sources = sources
    }

    func search(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) async throws(SourceFailure)
        -> SearchResultsPage
    {
        do {
            let database = try database()
            return try await database.read { db in try IndexQuery(db: db).run(query, kinds: kinds, page: page, pageSize: pageSize) }
        } catch let error as SearchIndexFailure {
            throw .unavailable("the search index \(location) could not be used: \(error.description)")
        } catch {
            throw .unavailable("the search index \(location) could not be read: \((error as? DatabaseError)?.message ?? "\(error)")")
        }
    }

    func entry(_ kind: SearchKind, id: Int) async throws(SourceFailure) -> SearchResult? {
        do {
            let database = try database()
            return try await database.read { db in try IndexQuery(db: db).entry(kind, id: id) }
        } catch let error as SearchIndexFailure {
            throw .unavailable("the search index \(location) could not be used: \(error.description)")
        } catch {
            throw .unavailable("the search index \(location) could not be read: \((error as? DatabaseError)?.message ?? "\(error)")")
        }
    }

    private var location: String { file.map { "at \($0.path)" } ?? "in memory" }

    /// The index, opened once a run and built first if need be.
    private func database() throws -> DatabaseQueue {
        if let database = opened.withLock({ $0 }) { return database }
        let database = try file.map(openOrBuild(at:)) ?? buildInMemory()
        opened.withLock { $0 = database }
        return database
    }

    private func buildInMemory() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        let signature = try sources.signature()
        let names = try sources.names()
        try queue.write { db in
            try SearchIndexBuilder.create(in: db)
            try SearchIndexBuilder.write(names, signature: signature, into: db)
        }
        return queue
    }

    private func openOrBuild(at url: URL) throws -> DatabaseQueue {
        try SearchIndexFile.openOrBuild(at: url, from: sources, signature: try sources.signature())
    }
}
