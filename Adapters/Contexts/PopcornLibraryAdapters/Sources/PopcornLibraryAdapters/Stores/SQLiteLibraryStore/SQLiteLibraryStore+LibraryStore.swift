import CoreDomain
import Foundation
import GRDB
import LibraryDomain
import LibraryInfrastructure

/// The watchlist and the watches, in their tables: a write lands only where it is newer than
/// what the row holds, so that a merge never takes a later change back.
extension SQLiteLibraryStore: LibraryStore {
    func watchlistEntries() throws(LibraryStoreError) -> [WatchlistEntry] {
        try readOneStatement { db in try Row.fetchAll(db, sql: "SELECT * FROM watchlist_entry").map(LibraryRows.watchlistEntry) }
    }

    func watchlistEntry(for title: TitleReference) throws(LibraryStoreError) -> WatchlistEntry? {
        try readOneStatement { db in
            try Row.fetchOne(
                db, sql: "SELECT * FROM watchlist_entry WHERE kind = ? AND tmdb_id = ?", arguments: [title.kind.rawValue, title.id]
            ).map(LibraryRows.watchlistEntry)
        }
    }

    func watches() throws(LibraryStoreError) -> [Watch] {
        try readOneStatement { db in try Row.fetchAll(db, sql: "SELECT * FROM watch").map(LibraryRows.watch) }
    }

    func watches(of title: TitleReference) throws(LibraryStoreError) -> [Watch] {
        try readOneStatement { db in
            try Row.fetchAll(db, sql: "SELECT * FROM watch WHERE kind = ? AND tmdb_id = ?", arguments: [title.kind.rawValue, title.id])
                .map(LibraryRows.watch)
        }
    }

    func write(_ changes: LibraryChanges) throws(LibraryStoreError) {
        try write { db in
            let entries = try db.cachedStatement(
                sql: """
                    INSERT INTO watchlist_entry (kind, tmdb_id, added_at, removed_at, changed_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (kind, tmdb_id) DO UPDATE SET
                        added_at = excluded.added_at, removed_at = excluded.removed_at, changed_at = excluded.changed_at
                    WHERE excluded.changed_at > watchlist_entry.changed_at
                    """)
            for entry in changes.watchlist {
                try entries.execute(arguments: [
                    entry.title.kind.rawValue, entry.title.id, entry.addedAt.timeIntervalSinceReferenceDate,
                    entry.removedAt?.timeIntervalSinceReferenceDate, entry.changedAt.timeIntervalSinceReferenceDate,
                ])
            }
            let watches = try db.cachedStatement(
                sql: """
                    INSERT INTO watch (kind, tmdb_id, day, rating, note, recorded_at) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (kind, tmdb_id, day) DO UPDATE SET
                        rating = excluded.rating, note = excluded.note, recorded_at = excluded.recorded_at
                    WHERE excluded.recorded_at > watch.recorded_at
                    """)
            for watch in changes.watches {
                try watches.execute(arguments: [
                    watch.title.kind.rawValue, watch.title.id, watch.day.isoString, watch.rating?.value, watch.note,
                    watch.recordedAt.timeIntervalSinceReferenceDate,
                ])
            }
        }
    }
}
