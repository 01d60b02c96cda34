import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Building the database from the seed, once, under the lock, into a file renamed into place.
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

    /// Builds the database under the lock that every process takes to build, unless another
    /// process built a good one while this one waited. `replacing` names the damaged file this
    /// process has open: while that file is still in place, it is rebuilt even though it looks current.
    static func buildUnderLock(_ location: Location, replacing damaged: CatalogueFiles.Identity?) throws(CatalogueError)
        -> DatabaseQueue
    {
        let url = location.url
        return try CatalogueFiles.withBuildLock(for: url) { () throws(CatalogueError) -> DatabaseQueue in
            if let current = openIfCurrent(url, fingerprint: location.seed.fingerprint),
                damaged == nil || CatalogueFiles.identity(of: url) != damaged
            {
                return current
            }
            try build(try SeedReader.read(location.seed), fingerprint: location.seed.fingerprint, at: url, progress: location.progress)
            releaseFreedMemory()
            guard let built = openIfCurrent(url, fingerprint: location.seed.fingerprint) else {
                throw .databaseUnavailable(path: url.path, reason: "it was rebuilt but does not read back")
            }
            return built
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

    private static func build(_ records: SeedRecords, fingerprint: String, at url: URL, progress: BuildProgress?) throws(CatalogueError) {
        let temporary = CatalogueFiles.temporaryBuildURL(for: url)
        defer { CatalogueFiles.removeBuild(at: temporary) }
        do {
            // The file is a temporary one, renamed into place only once whole: a crash loses nothing
            // but the build, so it is written without a rollback journal and without waiting on the disk.
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA journal_mode = OFF")
                try db.execute(sql: "PRAGMA synchronous = OFF")
            }
            let queue = try DatabaseQueue(path: temporary.path, configuration: configuration)
            try queue.write { db in
                try CatalogueSchema.create(in: db)
                try CatalogueImporter.load(records, fingerprint: fingerprint, into: db) { done, total in progress?(done, total) }
            }
            try queue.close()
        } catch {
            throw .databaseUnavailable(path: url.path, reason: "could not build it: \(String(describing: error))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw .databaseUnavailable(path: url.path, reason: "could not move the new catalogue into place: \(reason)")
        }
    }
}
