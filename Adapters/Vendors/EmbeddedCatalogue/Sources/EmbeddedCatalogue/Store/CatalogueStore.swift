import GRDB
import Synchronization

/// The embedded catalogue: look-ups by id and ordered lists of the films, series, seasons and
/// episodes of a seed, answered by SQLite. What it answers is in the extensions beside this file,
/// one a kind of question; this one holds the database and runs its reads.
///
/// On disk, the database is a `CatalogueFile`, which the caller builds and opens. A damaged one (a
/// table dropped, a value of the wrong type in a row) is noticed on reading: the caller is asked,
/// once, for the file built again, and the question is asked again of that.
public final class CatalogueStore: Sendable {
    /// Called now and then during a build with the films written and the total.
    public typealias BuildProgress = @Sendable (_ done: Int, _ total: Int) -> Void
    /// The catalogue's file built again in place of the one `damaged` was opened from, and opened.
    public typealias Rebuild = @Sendable (_ damaged: CatalogueDatabase) throws(CatalogueError) -> CatalogueDatabase

    private struct State: Sendable {
        var database: CatalogueDatabase
        var hasRebuilt = false
    }

    private let state: Mutex<State>
    /// Builds the file again when a read finds it damaged; nil in memory.
    private let rebuild: Rebuild?

    /// The catalogue in `database`. When a read fails on it, it is taken as damaged: `rebuild`, if
    /// given, is asked for the file built again (once in the life of the store) and the read is
    /// tried again on that.
    public init(database: CatalogueDatabase, rebuild: Rebuild? = nil) {
        state = Mutex(State(database: database))
        self.rebuild = rebuild
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
            return CatalogueStore(database: CatalogueDatabase(queue: queue, file: nil))
        } catch let error as CatalogueError {
            throw error  // a film of later-films.tsv, read as it is written, that does not check
        } catch {
            throw .databaseUnavailable(path: ":memory:", reason: String(describing: error))
        }
    }

    // MARK: Reading

    /// Runs a read. When it fails, the database is taken as damaged: it is built again (once in
    /// the life of the store, when the store was given a way to) and the read is tried again.
    ///
    /// A read is not wrapped in a transaction: the file is never written once it is in place (a
    /// build writes a new file and renames it over the old), so every statement sees the same
    /// catalogue, and GRDB's `read` cost four statements more a read (its transaction and its
    /// read-only switch), prepared each time: most of what a list of fifty titles spent in SQLite.
    func read<Value>(_ body: (Database) throws -> Value) throws(CatalogueError) -> Value {
        let (database, canRebuild) = state.withLock { ($0.database, !$0.hasRebuilt) }
        do {
            return try database.queue.inDatabase(body)
        } catch {
            guard canRebuild, let rebuild else { throw Self.readError(error) }
            let rebuilt = try rebuild(database)
            state.withLock {
                $0.database = rebuilt
                $0.hasRebuilt = true
            }
            do {
                return try rebuilt.queue.inDatabase(body)
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
