import CoreDomain
import Foundation
import LibraryDomain

/// Letterboxd's files. Its import format (`tmdbID,Title,Year,WatchedDate,Rating10,Rewatch`,
/// what `popcorn library export --format letterboxd` writes) names each film by its TMDb id; a
/// row with a day is a watch, one without a watchlist entry. Its export files share the header
/// `Date,Name,Year,Letterboxd URI` and name films only by name and year: `watchlist.csv` lands
/// on the watchlist (never as watched), `watched.csv` as watches on `Date`, `ratings.csv` as
/// rated watches (0.5 to 5 stars become 1 to 10) and `diary.csv` as watches on `Watched Date`.
enum LetterboxdLibraryFile {
    static let importHeader = ["tmdbID", "Title", "Year", "WatchedDate", "Rating10", "Rewatch"]

    static func write(watchlist: [WatchlistItem], watched: [WatchedItem]) -> String {
        var lines = [importHeader.joined(separator: ",")]
        var seen: Set<TitleReference> = []
        for item in watched.filter({ $0.watch.title.kind == .movie }).sorted(by: { $0.watch.day < $1.watch.day }) {
            let rewatch = !seen.insert(item.watch.title).inserted
            lines.append(
                row(
                    item.watch.title, item.recollection, day: item.watch.day.isoString,
                    rating: item.watch.rating.map { "\($0.value)" } ?? "",
                    rewatch: rewatch ? "true" : "false"))
        }
        for item in watchlist where item.entry.title.kind == .movie {
            lines.append(row(item.entry.title, item.recollection, day: "", rating: "", rewatch: ""))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func row(_ title: TitleReference, _ recollection: Recollection, day: String, rating: String, rewatch: String) -> String {
        [
            String(title.id), CSVReader.field(recollection.preview?.name ?? ""), recollection.preview?.year.map(String.init) ?? "", day,
            rating, rewatch,
        ].joined(separator: ",")
    }

    static func read(_ text: String, fileName: String, as destination: ImportDestination?) throws(LibraryFileError) -> [ImportedRecord] {
        let records = try CSVReader.records(in: text)
        guard let header = records.first else { return [] }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ name: String) -> Int? { names.firstIndex(of: name.lowercased()) }
        let rows = records.dropFirst()
        for row in rows where row.fields.count != names.count {
            throw LibraryFileError(
                line: row.line, reason: "\(row.fields.count) fields where the header names \(names.count)")
        }
        if let id = column("tmdbID") {
            return try rows.map { row throws(LibraryFileError) in try importRow(row, id: id, column: column, as: destination) }
        }
        guard let date = column("Date"), let name = column("Name"), let year = column("Year") else {
            throw LibraryFileError(
                line: header.line,
                reason: "not a file Popcorn reads: a Letterboxd file begins with tmdbID,Title,Year,... or Date,Name,Year,Letterboxd URI")
        }
        let file = ExportFile(fileName: fileName, destination: destination)
        guard let file else {
            throw LibraryFileError(
                line: header.line,
                reason: "a Letterboxd export named \(fileName): say what it holds with --as watchlist or --as watched")
        }
        return try rows.map { row throws(LibraryFileError) in
            try exportRow(row, file: file, date: date, name: name, year: year, column: column)
        }
    }

    /// Which of Letterboxd's export files a file is.
    enum ExportFile {
        case watchlist, watched, ratings, diary

        init?(fileName: String, destination: ImportDestination?) {
            let base = fileName.split(separator: "/").last.map { $0.lowercased() } ?? ""
            switch (destination, base) {
            case (_, "diary.csv"): self = destination == .watchlist ? .watchlist : .diary
            case (_, "ratings.csv"): self = destination == .watchlist ? .watchlist : .ratings
            case (.watchlist?, _): self = .watchlist
            case (.watched?, _): self = .watched
            case (nil, "watchlist.csv"): self = .watchlist
            case (nil, "watched.csv"): self = .watched
            default: return nil
            }
        }
    }

    private static func exportRow(
        _ row: CSVReader.Record, file: ExportFile, date: Int, name: Int, year: Int, column: (String) -> Int?
    ) throws(LibraryFileError) -> ImportedRecord {
        func fail(_ reason: String) -> LibraryFileError { LibraryFileError(line: row.line, reason: reason) }
        let title = row.fields[name].trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { throw fail("the film has no name") }
        let yearText = row.fields[year].trimmingCharacters(in: .whitespaces)
        guard yearText.isEmpty || Int(yearText) != nil else { throw fail("\"\(yearText)\" is not a year") }
        let named = ImportedTitle.named(name: title, year: Int(yearText))
        guard let logged = CalendarDate(isoString: row.fields[date]) else { throw fail("\"\(row.fields[date])\" is not a day, YYYY-MM-DD") }
        var day = logged
        if file == .diary, let watchedColumn = column("Watched Date"), !row.fields[watchedColumn].isEmpty {
            guard let watched = CalendarDate(isoString: row.fields[watchedColumn]) else {
                throw fail("\"\(row.fields[watchedColumn])\" is not a day, YYYY-MM-DD")
            }
            day = watched
        }
        var rating: PersonalRating?
        if file == .ratings || file == .diary, let ratingColumn = column("Rating"), !row.fields[ratingColumn].isEmpty {
            guard let stars = Double(row.fields[ratingColumn]), let valid = try? PersonalRating(Int((stars * 2).rounded())),
                stars * 2 == (stars * 2).rounded()
            else {
                throw fail("\"\(row.fields[ratingColumn])\" is not a rating: Letterboxd's are 0.5 to 5 stars")
            }
            rating = valid
        }
        if file == .watchlist {
            return ImportedRecord(
                line: row.line, title: named, fact: .watchlist(addedAt: LibraryFileDates.midnight(of: logged), removedAt: nil))
        }
        return ImportedRecord(
            line: row.line, title: named,
            fact: .watch(day: day, rating: rating, note: nil, recordedAt: LibraryFileDates.midnight(of: logged)))
    }

    private static func importRow(_ row: CSVReader.Record, id: Int, column: (String) -> Int?, as destination: ImportDestination?)
        throws(LibraryFileError) -> ImportedRecord
    {
        func fail(_ reason: String) -> LibraryFileError { LibraryFileError(line: row.line, reason: reason) }
        guard let tmdbID = Int(row.fields[id]), tmdbID > 0 else { throw fail("\"\(row.fields[id])\" is not a TMDb id") }
        let title = ImportedTitle.reference(TitleReference(kind: .movie, id: tmdbID))
        let dayText = column("WatchedDate").map { row.fields[$0] } ?? ""
        var rating: PersonalRating?
        if let ratingColumn = column("Rating10"), !row.fields[ratingColumn].isEmpty {
            guard let number = Int(row.fields[ratingColumn]), let valid = try? PersonalRating(number) else {
                throw fail("\"\(row.fields[ratingColumn])\" is not a rating from 1 to 10")
            }
            rating = valid
        }
        if dayText.isEmpty {
            let now = Date()
            if destination == .watched {
                return ImportedRecord(
                    line: row.line, title: title,
                    fact: .watch(day: LibraryFileDates.day(of: now), rating: rating, note: nil, recordedAt: now))
            }
            return ImportedRecord(line: row.line, title: title, fact: .watchlist(addedAt: now, removedAt: nil))
        }
        guard let day = CalendarDate(isoString: dayText) else { throw fail("\"\(dayText)\" is not a day, YYYY-MM-DD") }
        if destination == .watchlist {
            return ImportedRecord(
                line: row.line, title: title, fact: .watchlist(addedAt: LibraryFileDates.midnight(of: day), removedAt: nil))
        }
        return ImportedRecord(
            line: row.line, title: title, fact: .watch(day: day, rating: rating, note: nil, recordedAt: LibraryFileDates.midnight(of: day)))
    }
}
