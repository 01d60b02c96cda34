public import Foundation
public import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The catalogue's database as a file, at a place the caller chooses, built from a seed: what the
/// catalogue itself knows of such a file. It tells whether the file in place can be used (built
/// from this seed and this schema, every table there, and not the damaged file a store has open),
/// opens it, and writes the catalogue into a new database that is to take its place.
///
/// When and how that new database becomes the file (once, under a lock that makes every other
/// process wait rather than build too, into a temporary file renamed into place, so that no reader
/// ever sees a half-built catalogue) is the caller's to decide.
public struct CatalogueFile: Sendable {
    /// Where the file is, or is to be.
    public let url: URL
    /// What it is built from; its fingerprint is written into the file.
    public let seed: CatalogueSeed

    /// How much of the file an open catalogue maps into memory: all of it.
    static let mappedBytes = 268_435_456

    public init(at url: URL, seed: CatalogueSeed) {
        self.url = url
        self.seed = seed
    }

    /// The catalogue in the file, opened read-only, if it was built from this seed and schema, still
    /// has every table, and is not the file `damaged` was opened from (a file a read found damaged
    /// is built again even though it looks current). A missing, damaged or foreign file gives nil.
    public func openIfCurrent(replacing damaged: CatalogueDatabase? = nil) -> CatalogueDatabase? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        if let damaged, CatalogueFileIdentity(of: url) == damaged.file { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        // Map the file into memory: a query then touches its pages without a read call for each.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(Self.mappedBytes)") }
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            let current = try queue.read { db -> Bool in
                let tables = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                guard CatalogueSchema.tables.isSubset(of: tables) else { return false }
                let meta = try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM catalogue_meta").map { row in
                        (try row.decode(String.self, forColumn: "key"), try row.decode(String.self, forColumn: "value"))
                    })
                return meta["schema_version"] == CatalogueSchema.version && meta["seed_fingerprint"] == seed.fingerprint
            }
            // Taken once the file is open: a file renamed into place since is then, at worst, built again.
            return current ? CatalogueDatabase(queue: queue, file: CatalogueFileIdentity(of: url)) : nil
        } catch {
            return nil
        }
    }

    /// Reads the seed and writes its catalogue into `queue`, a new and empty database that is to
    /// take the file's place, then gives back the memory reading the seed freed. A seed that does
    /// not read or check throws its own error, and the database is left unfinished.
    ///
    /// - Parameter progress: told now and then how many films are written, of how many.
    public func write(into queue: DatabaseQueue, progress: CatalogueStore.BuildProgress? = nil) throws(CatalogueError) {
        try load(into: queue, progress: progress)
        // Only now, the records gone with `load`'s scope: trimmed while they were still held, the
        // memory they then freed stayed with the allocator (30 MiB more at the peak of an import
        // that followed).
        Self.releaseFreedMemory()
    }

    /// Reads the seed and writes its catalogue into `queue`.
    private func load(into queue: DatabaseQueue, progress: CatalogueStore.BuildProgress?) throws(CatalogueError) {
        let records = try SeedReader.read(seed)
        do {
            try queue.write { db in
                try CatalogueSchema.create(in: db)
                try CatalogueImporter.load(records, fingerprint: seed.fingerprint, into: db) { done, total in progress?(done, total) }
            }
        } catch let error as CatalogueError {
            throw error  // a film of later-films.tsv, read as it is written, that does not check
        } catch {
            throw .databaseUnavailable(path: url.path, reason: "could not build it: \(String(describing: error))")
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
