public import Caching
public import Foundation
import GRDB
import Synchronization

/// Answers kept in a SQLite file between runs, so that a source's answers outlive the process that
/// fetched them, expired ones included until they are long past (`entry(for:)` serves those when
/// the source cannot be reached).
///
/// Several runs of the app may use one file at once: it is in WAL mode, and a writer that finds it
/// busy waits its turn (up to 30 seconds). The file is opened by the first question asked, so a run
/// that never asks never touches it. Each value is kept as JSON; one that no longer decodes as its
/// key's type (the type changed since) reads as absent.
///
/// As the port promises, it never fails its caller: when the file cannot be opened, read or
/// written (a folder that cannot be made, a full disk, a file that is not a cache's), reads answer
/// nil and writes are dropped. `info()` says why, and the first such problem is handed to
/// `reportingProblems`. A file that is not this cache's is never written to.
public final class SQLiteCache: Cache {
    private let file: URL
    private let expiredEntriesAreKeptFor: Duration
    private let now: @Sendable () -> Date
    private let reportProblem: @Sendable (SQLiteCacheError) -> Void
    /// The connection, or why there is none, once the first question has been asked. Each instance
    /// has its own, which lasts as long as the instance.
    private let connection = Mutex<Result<DatabaseQueue, SQLiteCacheError>?>(nil)
    private let hasReported = Mutex(false)

    /// The cache kept in the file at `file`; the file (and its folder) is made when first used.
    ///
    /// - Parameters:
    ///   - expiredEntriesAreKeptFor: how long past its expiry an entry may still serve as a stale
    ///     answer; older ones are deleted when the file is opened.
    ///   - now: the clock expiry is measured against; tests pass a controllable one.
    ///   - reportProblems: told, once, of the first problem that keeps the cache from working.
    public init(
        fileAt file: URL,
        keepingExpiredEntriesFor expiredEntriesAreKeptFor: Duration = .seconds(30 * 24 * 60 * 60),
        now: @escaping @Sendable () -> Date = { Date() },
        reportingProblems reportProblems: @escaping @Sendable (SQLiteCacheError) -> Void = { _ in }
    ) {
        self.file = file
        self.expiredEntriesAreKeptFor = expiredEntriesAreKeptFor
        self.now = now
        self.reportProblem = reportProblems
    }

    public func value<Value>(for key: CacheKey<Value>) async -> Value? {
        let readAt = now()
        guard let stored = await stored(key.name, unexpiredAt: readAt) else { return nil }
        return Self.decode(Value.self, from: stored.value)
    }

    public func entry<Value>(for key: CacheKey<Value>) async -> CachedValue<Value>? {
        let readAt = now()
        guard let stored = await stored(key.name, unexpiredAt: nil),
            let value = Self.decode(Value.self, from: stored.value)
        else { return nil }
        return CachedValue(
            value: value, storedAt: Date(timeIntervalSince1970: stored.storedAt),
            expiresAt: Date(timeIntervalSince1970: stored.expiresAt), readAt: readAt)
    }

    public func store<Value>(_ value: Value, for key: CacheKey<Value>, timeToLive: Duration) async {
        // A value that cannot be written down is not kept, and neither is an older one in its place.
        guard timeToLive > .zero, let data = try? JSONEncoder().encode(value) else {
            await removeValue(for: key)
            return
        }
        let name = key.name
        let storedAt = now().timeIntervalSince1970
        let (seconds, attoseconds) = timeToLive.components
        let expiresAt = storedAt + TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
        await write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO cache_entry (key, value, stored_at, expires_at) VALUES (?, ?, ?, ?)",
                arguments: [name, data, storedAt, expiresAt])
        }
    }

    public func removeValue<Value>(for key: CacheKey<Value>) async {
        let name = key.name
        await write { db in try db.execute(sql: "DELETE FROM cache_entry WHERE key = ?", arguments: [name]) }
    }

    /// Forgets every entry and gives the file's pages back to the file system (`popcorn cache clear`).
    public func removeAll() async {
        await write { db in
            try db.execute(sql: "DELETE FROM cache_entry")
            try db.execute(sql: "PRAGMA incremental_vacuum")
        }
        // Shrinks the write-ahead log too, unless another run is reading; then it stays until later.
        _ = try? await connected()?.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    }

    /// How many entries the file holds and how big it is (`popcorn cache info`), or why the cache is
    /// not working.
    public func info() async throws(SQLiteCacheError) -> SQLiteCacheInfo {
        let queue = try opened()
        let readAt = now().timeIntervalSince1970
        let counts: (entries: Int, expired: Int)
        do {
            counts = try await queue.read { db in
                let row = try Row.fetchOne(
                    db, sql: "SELECT count(*), coalesce(sum(expires_at <= ?), 0) FROM cache_entry", arguments: [readAt])
                return (row?[0] ?? 0, row?[1] ?? 0)
            }
        } catch {
            throw SQLiteCacheFile.problem(error, at: file)
        }
        let bytes = ["", "-wal", "-shm"].reduce(Int64(0)) { total, suffix in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path + suffix)
            return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
        }
        return SQLiteCacheInfo(file: file, entryCount: counts.entries, expiredCount: counts.expired, bytesOnDisk: bytes)
    }

    // MARK: - The file

    private func opened() throws(SQLiteCacheError) -> DatabaseQueue {
        try connection.withLock { opened in
            if let opened { return opened }
            let cutoff = now().addingTimeInterval(-Double(expiredEntriesAreKeptFor.components.seconds))
            let result = Result { () throws(SQLiteCacheError) in try SQLiteCacheFile.open(file, forgettingExpiredBefore: cutoff) }
            opened = result
            return result
        }.get()
    }

    /// The connection, or nil (with the problem reported) when the file cannot be used.
    private func connected() -> DatabaseQueue? {
        do {
            return try opened()
        } catch {
            report(error)
            return nil
        }
    }

    /// The row under `name`; only if it expires after `date`, when a date is given.
    private func stored(_ name: String, unexpiredAt date: Date?) async -> StoredCacheEntry? {
        guard let queue = connected() else { return nil }
        let sql = "SELECT value, stored_at, expires_at FROM cache_entry WHERE key = ?"
        let statement = date == nil ? sql : sql + " AND expires_at > ?"
        let arguments: StatementArguments = date.map { [name, $0.timeIntervalSince1970] } ?? [name]
        do {
            return try await queue.read { db in
                try Row.fetchOne(db, sql: statement, arguments: arguments).map {
                    StoredCacheEntry(value: $0["value"], storedAt: $0["stored_at"], expiresAt: $0["expires_at"])
                }
            }
        } catch {
            reportUnlessCancelled(error)
            return nil
        }
    }

    private func write(_ updates: @escaping @Sendable (Database) throws -> Void) async {
        guard let queue = connected() else { return }
        do {
            try await queue.write(updates)
        } catch {
            reportUnlessCancelled(error)
        }
    }

    private func reportUnlessCancelled(_ error: any Error) {
        guard !(error is CancellationError) else { return }
        report(SQLiteCacheFile.problem(error, at: file))
    }

    private func report(_ problem: SQLiteCacheError) {
        let isFirst = hasReported.withLock { reported in
            defer { reported = true }
            return !reported
        }
        if isFirst { reportProblem(problem) }
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) -> Value? {
        try? JSONDecoder().decode(type, from: data)
    }
}
