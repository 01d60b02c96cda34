import CoreDomain
import Foundation
import LibraryDomain

/// Trakt's list JSON: an array of items, each with `listed_at`, `type` (`movie` or `show`) and
/// the item under that name with `title`, `year` and `ids.tmdb`. A watch is written as an item
/// with `watched_at` (and `rating`, 1 to 10, as Trakt rates), as Trakt's history is; an item
/// with `watched_at` is read as a watch, one with only `listed_at` as a watchlist entry.
enum TraktLibraryFile {
    static func write(watchlist: [WatchlistItem], watched: [WatchedItem]) -> String {
        var items: [[String: Any]] = []
        for item in watchlist {
            var object = self.item(item.entry.title, item.recollection)
            object["listed_at"] = LibraryFileDates.time(item.entry.addedAt)
            items.append(object)
        }
        for item in watched {
            var object = self.item(item.watch.title, item.recollection)
            object["listed_at"] = LibraryFileDates.time(item.watch.recordedAt)
            object["watched_at"] = LibraryFileDates.time(LibraryFileDates.midnight(of: item.watch.day))
            object["rating"] = item.watch.rating.map { $0.value as Any } ?? NSNull()
            items.append(object)
        }
        // One item a line, so that a line number names an item.
        let lines = items.compactMap { object in
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
                .map { String(decoding: $0, as: UTF8.self) }
        }
        return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    private static func item(_ title: TitleReference, _ recollection: Recollection) -> [String: Any] {
        let type = title.kind == .movie ? "movie" : "show"
        return [
            "type": type,
            type: [
                "title": recollection.preview.map { $0.name as Any } ?? NSNull(),
                "year": recollection.preview?.year.map { $0 as Any } ?? NSNull(), "ids": ["tmdb": title.id],
            ],
        ]
    }

    static func read(_ text: String, as destination: ImportDestination?) throws(LibraryFileError) -> [ImportedRecord] {
        guard let items = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [Any] else {
            throw LibraryFileError(line: firstBadLine(text), reason: "not a JSON array of Trakt items")
        }
        let lines = itemLines(text)
        var records: [ImportedRecord] = []
        for (index, element) in items.enumerated() {
            let line = index < lines.count ? lines[index] : 1
            func fail(_ reason: String) -> LibraryFileError { LibraryFileError(line: line, reason: "item \(index + 1): \(reason)") }
            guard let item = element as? [String: Any], let type = item["type"] as? String, ["movie", "show"].contains(type) else {
                throw fail("\"type\" must be \"movie\" or \"show\"")
            }
            guard let object = item[type] as? [String: Any], let ids = object["ids"] as? [String: Any], let id = ids["tmdb"] as? Int, id > 0
            else { throw fail("the \(type) has no TMDb id (ids.tmdb)") }
            let title = ImportedTitle.reference(TitleReference(kind: type == "movie" ? .movie : .tvSeries, id: id))
            var listed: Date?
            if let text = item["listed_at"] as? String {
                guard let time = LibraryFileDates.time(from: text) else { throw fail("\"listed_at\" must be a time, ISO 8601") }
                listed = time
            }
            var watchedAt: Date?
            if let text = item["watched_at"] as? String {
                guard let time = LibraryFileDates.time(from: text) else { throw fail("\"watched_at\" must be a time, ISO 8601") }
                watchedAt = time
            }
            var rating: PersonalRating?
            if let value = item["rating"], !(value is NSNull) {
                guard let number = value as? Int, let valid = try? PersonalRating(number) else {
                    throw fail("\"rating\" must be a whole number from 1 to 10")
                }
                rating = valid
            }
            guard let when = watchedAt ?? listed else { throw fail("neither \"listed_at\" nor \"watched_at\"") }
            let asWatch = destination == .watched || (destination == nil && watchedAt != nil)
            if asWatch {
                records.append(
                    ImportedRecord(
                        line: line, title: title,
                        fact: .watch(day: LibraryFileDates.day(of: when), rating: rating, note: nil, recordedAt: listed ?? when)))
            } else {
                records.append(ImportedRecord(line: line, title: title, fact: .watchlist(addedAt: listed ?? when, removedAt: nil)))
            }
        }
        return records
    }

    /// Each item of the top-level array as written, with the line it starts on.
    static func itemTexts(_ text: String) -> [(line: Int, text: String)] {
        var items: [(line: Int, text: String)] = []
        var current = ""
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if depth >= 2 { current.append(character) }
            if character == "\n" { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{", "[":
                depth += 1
                if depth == 2 {
                    items.append((line, ""))
                    current = String(character)
                }
            case "}", "]":
                depth -= 1
                if depth == 1, !items.isEmpty { items[items.count - 1].text = current }
            default: break
            }
        }
        if depth >= 2, !items.isEmpty { items[items.count - 1].text = current }
        return items
    }

    static func itemLines(_ text: String) -> [Int] {
        itemTexts(text).map(\.line)
    }

    /// Where JSON that does not parse goes wrong, as near as a line can say: the line of the
    /// first item that is not JSON on its own, else the first line.
    private static func firstBadLine(_ text: String) -> Int {
        for item in itemTexts(text) where (try? JSONSerialization.jsonObject(with: Data(item.text.utf8))) == nil {
            return item.line
        }
        return 1
    }
}
