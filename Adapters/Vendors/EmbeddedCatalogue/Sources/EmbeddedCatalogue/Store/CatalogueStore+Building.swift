import Foundation
import GRDB
import SQLiteFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Building the database from the seed, once, under the lock, into a file renamed into place
// (SQLiteFiles' DerivedFile).
extension CatalogueStore {
    /// The database at `url`, opened read-only, if it was built from this fingerprint and schema
    /// and still has every table. A missing, damaged or foreign file gives nil.
    static func openIfCurrent(_ url: URL, fingerprint: String) -> DatabaseQueue? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        // Map the file into memory: a query then touches its pages without a read call for each.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 268435456") }
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            let current = try queue.read { db -> Bool in
                let tables = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                guard CatalogueSchema.tables.isSubset(of: tables) else { return false }
                let meta = try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM catalogue_meta").map { row in
                        (try row.decode(String.self, forColumn: "key"), try row.decode(String.self, forColumn: "value"))
                    })
                return meta["schema_version"] == CatalogueSchema.version && meta["seed_fingerprint"] == fingerprint
            }
            return current ? queue : nil
        } catch {
            return nil
        }
    }

    /// The database at `location`, built first (as a `DerivedFile`: once, under the lock every
    /// process takes to build, into a file renamed into place) unless it is current. `replacing`
    /// names the damaged file this process has open: while that file is still in place, it is
    /// rebuilt even though it looks current.
    static func openOrBuild(_ location: Location, replacing damaged: CatalogueFileIdentity?) throws(CatalogueError) -> DatabaseQueue {
        let url = location.url
        do throws(DerivedFileError<CatalogueError>) {
            return try DerivedFile(at: url).openOrBuild(
                open: { () -> DatabaseQueue? in
                    guard damaged == nil || CatalogueFileIdentity(of: url) != damaged else { return nil }
                    return openIfCurrent(url, fingerprint: location.seed.fingerprint)
                },
                build: { (queue) throws(CatalogueError) in
                    try load(location, into: queue)
                    releaseFreedMemory()
                })
        } catch {
            switch error {
            case .failed(let error): throw error
            case .unavailable(let reason): throw .databaseUnavailable(path: url.path, reason: reason)
            }
        }
    }

    /// Reads the seed and writes the catalogue into `queue`, the new file's.
    private static func load(_ location: Location, into queue: DatabaseQueue) throws(CatalogueError) {
        let records = try SeedReader.read(location.seed)
        do {
            try queue.write { db in
                try CatalogueSchema.create(in: db)
                try CatalogueImporter.load(records, fingerprint: location.seed.fingerprint, into: db) { done, total in
                    location.progress?(done, total)
                }
            }
        } catch {
            throw .databaseUnavailable(path: location.url.path, reason: "could not build it: \(String(describing: error))")
        }
    }

    /// Gives the memory the build freed back to the system. The seed was decoded on every
    /// processor, so its memory was freed into several of the C allocator's arenas, where the
    /// thread that works next (an import of TMDb's exports, say) cannot use it: without this, a
    /// first run that imports held both at once (212 MiB where either alone takes 160).
    private static func releaseFreedMemory() {
        #if canImport(Glibc)
            // glibc's `malloc_trim`, which Swift's Glibc module does not declare.
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
