import CoreDomain
import Foundation
import GRDB
import LibraryDomain

/// The library file's rows, read into the Library's values and written from them.
enum LibraryRows {
    static func insert(_ entry: OpenedEntry, into db: Database) throws {
        try db.execute(
            sql: "DELETE FROM opened_entry WHERE kind = ? AND item_id = ?", arguments: [entry.item.kind.rawValue, entry.item.id])
        try db.execute(
            sql: "INSERT INTO opened_entry (kind, item_id, opened_at) VALUES (?, ?, ?)",
            arguments: [entry.item.kind.rawValue, entry.item.id, entry.openedAt.timeIntervalSinceReferenceDate])
    }

    static func title(_ row: Row) throws -> TitleReference {
        let kind: String = row["kind"]
        guard let libraryKind = LibraryKind(rawValue: kind) else { throw DamagedRow(description: "\"\(kind)\" is not a kind of title") }
        return TitleReference(kind: libraryKind, id: row["tmdb_id"])
    }

    static func watchlistEntry(_ row: Row) throws -> WatchlistEntry {
        let removedAt: Double? = row["removed_at"]
        return WatchlistEntry(
            title: try title(row), addedAt: Date(timeIntervalSinceReferenceDate: row["added_at"]),
            removedAt: removedAt.map(Date.init(timeIntervalSinceReferenceDate:)))
    }

    static func watch(_ row: Row) throws -> Watch {
        let text: String = row["day"]
        guard let day = CalendarDate(isoString: text) else { throw DamagedRow(description: "\"\(text)\" is not a day") }
        let rating: Int? = row["rating"]
        return Watch(
            title: try title(row), day: day, rating: try rating.map { try PersonalRating($0) }, note: row["note"],
            recordedAt: Date(timeIntervalSinceReferenceDate: row["recorded_at"]))
    }

    static func openedEntry(_ row: Row) throws -> OpenedEntry {
        let kind: String = row["kind"]
        guard let openedKind = OpenedKind(rawValue: kind) else { throw DamagedRow(description: "\"\(kind)\" is not a kind of item") }
        return OpenedEntry(
            item: OpenedItem(kind: openedKind, id: row["item_id"]), openedAt: Date(timeIntervalSinceReferenceDate: row["opened_at"]))
    }
}
