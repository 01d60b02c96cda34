import CoreDomain
import Foundation
import LibraryDomain

/// Popcorn's own format: one JSON object a line, `"type": "watchlist"` (kind, id, addedAt,
/// removedAt) or `"type": "watch"` (kind, id, day, rating, note, recordedAt). Every field is
/// written, so a library exported and imported elsewhere is the same library, removal markers
/// included.
enum JSONLinesLibraryFile {
    static func write(_ contents: LibraryContents) -> String {
        let entries = contents.watchlist.sorted { $0.title < $1.title }.map { entry -> [String: Any] in
            [
                "type": "watchlist", "kind": entry.title.kind.rawValue, "id": entry.title.id,
                "addedAt": LibraryFileDates.time(entry.addedAt),
                "removedAt": entry.removedAt.map { LibraryFileDates.time($0) as Any } ?? NSNull(),
            ]
        }
        let watches = contents.watches.sorted { ($0.title, $0.day) < ($1.title, $1.day) }.map { watch -> [String: Any] in
            [
                "type": "watch", "kind": watch.title.kind.rawValue, "id": watch.title.id, "day": watch.day.isoString,
                "rating": watch.rating.map { $0.value as Any } ?? NSNull(), "note": watch.note.map { $0 as Any } ?? NSNull(),
                "recordedAt": LibraryFileDates.time(watch.recordedAt),
            ]
        }
        return (entries + watches).compactMap { object in
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
                .map { String(decoding: $0, as: UTF8.self) + "\n" }
        }.joined()
    }

    static func read(_ text: String, as destination: ImportDestination?) throws(LibraryFileError) -> [ImportedRecord] {
        var records: [ImportedRecord] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
                throw LibraryFileError(line: number, reason: "not a JSON object")
            }
            records.append(try record(object, line: number, as: destination))
        }
        return records
    }

    private static func record(_ object: [String: Any], line: Int, as destination: ImportDestination?) throws(LibraryFileError)
        -> ImportedRecord
    {
        func fail(_ reason: String) -> LibraryFileError { LibraryFileError(line: line, reason: reason) }
        guard let kindText = object["kind"] as? String, let kind = LibraryKind(rawValue: kindText) else {
            throw fail("\"kind\" must be \"movie\" or \"tv\"")
        }
        guard let id = object["id"] as? Int, id > 0 else { throw fail("\"id\" must be a TMDb id, a whole number from 1") }
        let title = ImportedTitle.reference(TitleReference(kind: kind, id: id))
        switch object["type"] as? String {
        case "watchlist":
            guard let added = (object["addedAt"] as? String).flatMap(LibraryFileDates.time(from:)) else {
                throw fail("\"addedAt\" must be a time, ISO 8601")
            }
            var removed: Date?
            if let text = object["removedAt"] as? String {
                guard let time = LibraryFileDates.time(from: text) else { throw fail("\"removedAt\" must be a time, ISO 8601, or null") }
                removed = time
            }
            if destination == .watched {
                return ImportedRecord(
                    line: line, title: title,
                    fact: .watch(day: LibraryFileDates.day(of: added), rating: nil, note: nil, recordedAt: added))
            }
            return ImportedRecord(line: line, title: title, fact: .watchlist(addedAt: added, removedAt: removed))
        case "watch":
            guard let day = (object["day"] as? String).flatMap(CalendarDate.init(isoString:)) else {
                throw fail("\"day\" must be a day, YYYY-MM-DD")
            }
            var rating: PersonalRating?
            if let value = object["rating"], !(value is NSNull) {
                guard let number = value as? Int, let valid = try? PersonalRating(number) else {
                    throw fail("\"rating\" must be a whole number from 1 to 10, or null")
                }
                rating = valid
            }
            let recorded = (object["recordedAt"] as? String).flatMap(LibraryFileDates.time(from:)) ?? LibraryFileDates.midnight(of: day)
            if destination == .watchlist {
                return ImportedRecord(line: line, title: title, fact: .watchlist(addedAt: recorded, removedAt: nil))
            }
            return ImportedRecord(
                line: line, title: title, fact: .watch(day: day, rating: rating, note: object["note"] as? String, recordedAt: recorded))
        default:
            throw fail("\"type\" must be \"watchlist\" or \"watch\"")
        }
    }
}
