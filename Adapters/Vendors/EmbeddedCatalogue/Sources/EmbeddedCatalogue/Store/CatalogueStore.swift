public import Foundation
import GRDB
import SQLiteFiles
import Synchronization

/// The embedded catalogue: look-ups by id and ordered lists of the films, series, seasons and
/// episodes of a seed, answered by SQLite. What it answers is in the extensions beside this file,
/// one a kind of question; this one opens the store and runs its reads.
///
/// On disk, the database is the app's own derived file. It is built from the seed once, under a
/// lock that makes every other process wait rather than build too, into a temporary file renamed
/// into place, so that no reader ever sees a half-built catalogue. It is reused while its seed
/// fingerprint, schema version and tables are as expected; a damaged one (a table dropped, a value
/// of the wrong type in a row) is rebuilt, once, and the question asked again.
public final class CatalogueStore: Sendable {
    /// Called now and then during a build with the films written and the total.
    public typealias BuildProgress = @Sendable (_ done: Int, _ total: Int) -> Void

    struct Location: Sendable {
        let url: URL
        let seed: CatalogueSeed
        let progress: BuildProgress?
    }

    private struct State: Sendable {
        var database: DatabaseQueue
        /// The file `database` was opened from, to tell it from one another process put in its place.
        var file: CatalogueFileIdentity?
        var hasRebuilt = false
    }

    private let state: Mutex<State>
    /// Where a file-backed catalogue lives, to rebuild it when it turns out damaged; nil in memory.
    let location: Location?

    private init(database: DatabaseQueue, location: Location?) {
        state = Mutex(State(database: database, file: location.flatMap { CatalogueFileIdentity(of: $0.url) }))
        self.location = location
    }

    /// A catalogue held in memory for the life of the process: for tests, and when no file can be written.
    public static func inMemory(seed: CatalogueSeed) throws(CatalogueError) -> CatalogueStore {
        let records = try SeedReader.read(seed)
        do {
            let queue = try DatabaseQueue()
            try queue.write { db in
                try CatalogueSchema.create(in: db)
                try CatalogueImporter.load(records, fingerprint: seed.fingerprint, into: db)
            }
            return CatalogueStore(database: queue, location: nil)
        } catch {
            throw .databaseUnavailable(path: ":memory:", reason: String(describing: error))
        }
    }

    /// The catalogue in the SQLite file at `url`, built from `seed` first if the file is missing,
    /// damaged, or was built from another seed or schema.
    public static func open(databaseAt url: URL, seed: CatalogueSeed, progress: BuildProgress? = nil) throws(CatalogueError)
        -> CatalogueStore
    {
        let location = Location(url: url, seed: seed, progress: progress)
        DerivedFile(at: url).removeAbandonedBuilds()
        return CatalogueStore(database: try openOrBuild(location, replacing: nil), location: location)
    }

    // MARK: Reading

    /// Runs a read. When it fails on a file the app built, the file is taken as damaged: it is
    /// rebuilt (once in the life of the process) and the read is tried again.
    func read<Value>(_ body: (Database) throws -> Value) throws(CatalogueError) -> Value {
        let (database, file, canRebuild) = state.withLock { ($0.database, $0.file, !$0.hasRebuilt && location != nil) }
        do {
            return try database.read(body)
        } catch {
            guard canRebuild, let location else { throw Self.readError(error) }
            let rebuilt = try Self.openOrBuild(location, replacing: file)
            state.withLock {
                $0.database = rebuilt
                $0.file = CatalogueFileIdentity(of: location.url)
                $0.hasRebuilt = true
            }
            do {
                return try rebuilt.read(body)
            } catch {
                throw Self.readError(error)
            }
        }
    }

    private static func readError(_ error: any Error) -> CatalogueError {
        if error is RowDecodingError { return .rowUndecodable(String(describing: error)) }
        return .queryFailed(String(describing: error))
    }
}
