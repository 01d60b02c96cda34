import CoreDomain
import Foundation
import LibraryDomain
import LibraryInfrastructure
import PostgresNIO
import PostgresStore

/// The watchlist and the watches in a PostgreSQL database that several machines share
/// (`POPCORN_LIBRARY_URL=postgres://…`). Every write is one transaction whose statements keep the
/// port's rule in the database itself (`ON CONFLICT … DO UPDATE … WHERE` the newer change), so two
/// machines writing at once end where the newer change says. A server that cannot be reached is
/// `.unreachable` and nothing is kept to write later; so is every question to a store whose URL
/// cannot be used, so that the composition root need not tell the two apart.
struct PostgresLibraryStore: LibraryStore {
    private let connection: Result<PostgresStoreDatabase, PostgresStoreError>

    /// The database, or nil when the URL could not be used.
    var database: PostgresStoreDatabase? { try? connection.get() }

    /// The store in `database`, which must have been made with ``PostgresLibrarySchema/schema``.
    init(database: PostgresStoreDatabase) {
        connection = .success(database)
    }

    init(url: String) {
        do {
            let address = try PostgresAddress(url: url)
            connection = .success(PostgresStoreDatabase(address: address, schema: PostgresLibrarySchema.schema))
        } catch {
            connection = .failure(error)
        }
    }

    func watchlistEntries() async throws(LibraryStoreError) -> [WatchlistEntry] {
        try await read { transaction in
            try await transaction.rows("SELECT kind, tmdb_id, added_at, removed_at FROM popcorn_watchlist").map(Self.entry)
        }
    }

    func watchlistEntry(for title: TitleReference) async throws(LibraryStoreError) -> WatchlistEntry? {
        try await read { transaction in
            try await transaction.rows(
                "SELECT kind, tmdb_id, added_at, removed_at FROM popcorn_watchlist WHERE kind = \(title.kind.rawValue) AND tmdb_id = \(title.id)"
            ).map(Self.entry).first
        }
    }

    func watches() async throws(LibraryStoreError) -> [Watch] {
        try await read { transaction in
            try await transaction.rows("SELECT kind, tmdb_id, day::text, rating, note, recorded_at FROM popcorn_watches").map(Self.watch)
        }
    }

    func watches(of title: TitleReference) async throws(LibraryStoreError) -> [Watch] {
        try await read { transaction in
            try await transaction.rows(
                """
                SELECT kind, tmdb_id, day::text, rating, note, recorded_at FROM popcorn_watches
                WHERE kind = \(title.kind.rawValue) AND tmdb_id = \(title.id)
                """
            ).map(Self.watch)
        }
    }

    func write(_ changes: LibraryChanges) async throws(LibraryStoreError) {
        guard !changes.isEmpty else { return }
        do {
            try await connection.get().transaction { transaction in
                for entry in changes.watchlist {
                    try await transaction.execute(
                        """
                        INSERT INTO popcorn_watchlist AS held (kind, tmdb_id, added_at, removed_at)
                        VALUES (\(entry.title.kind.rawValue), \(entry.title.id), \(entry.addedAt.timeIntervalSince1970), \
                        \(entry.removedAt?.timeIntervalSince1970))
                        ON CONFLICT (kind, tmdb_id) DO UPDATE SET added_at = EXCLUDED.added_at, removed_at = EXCLUDED.removed_at
                        WHERE COALESCE(EXCLUDED.removed_at, EXCLUDED.added_at) > COALESCE(held.removed_at, held.added_at)
                        """)
                }
                for watch in changes.watches {
                    try await transaction.execute(
                        """
                        INSERT INTO popcorn_watches AS held (kind, tmdb_id, day, rating, note, recorded_at)
                        VALUES (\(watch.title.kind.rawValue), \(watch.title.id), \(watch.day.isoString)::date, \
                        \(watch.rating.map { Int16($0.value) }), \(watch.note), \(watch.recordedAt.timeIntervalSince1970))
                        ON CONFLICT (kind, tmdb_id, day) DO UPDATE
                        SET rating = EXCLUDED.rating, note = EXCLUDED.note, recorded_at = EXCLUDED.recorded_at
                        WHERE EXCLUDED.recorded_at > held.recorded_at
                        """)
                }
            }
        } catch {
            throw PostgresLibraryErrorMapper.map(error, writing: true)
        }
    }

    private func read<Result: Sendable>(
        _ work: @Sendable (PostgresTransaction) async throws -> Result
    ) async throws(LibraryStoreError) -> Result {
        do {
            return try await connection.get().transaction(work)
        } catch {
            throw PostgresLibraryErrorMapper.map(error, writing: false)
        }
    }

    private static func title(kind: String, id: Int) throws -> TitleReference {
        guard let kind = LibraryKind(rawValue: kind) else { throw PostgresStoreError.failed("a stored kind is neither movie nor tv") }
        return TitleReference(kind: kind, id: id)
    }

    private static func entry(_ row: PostgresRow) throws -> WatchlistEntry {
        let (kind, id, addedAt, removedAt) = try row.decode((String, Int, Double, Double?).self)
        return WatchlistEntry(
            title: try title(kind: kind, id: id), addedAt: Date(timeIntervalSince1970: addedAt),
            removedAt: removedAt.map { Date(timeIntervalSince1970: $0) })
    }

    private static func watch(_ row: PostgresRow) throws -> Watch {
        let (kind, id, day, rating, note, recordedAt) = try row.decode((String, Int, String, Int16?, String?, Double).self)
        guard let calendarDay = CalendarDate(isoString: day) else { throw PostgresStoreError.failed("a stored day is not a day") }
        return Watch(
            title: try title(kind: kind, id: id), day: calendarDay, rating: try rating.map { try PersonalRating(Int($0)) }, note: note,
            recordedAt: Date(timeIntervalSince1970: recordedAt))
    }
}
