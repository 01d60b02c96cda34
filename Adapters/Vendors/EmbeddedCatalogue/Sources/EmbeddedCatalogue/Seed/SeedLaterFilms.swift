import Foundation

/// `later-films.tsv`, the films without credits, read line by line as the catalogue is written
/// rather than decoded whole beforehand: a JSON decoder over these ninety thousand films was most
/// of a first run, and holding them all as records most of its memory.
///
/// The first line names the columns (`columns`, in that order); each other line is one film, its
/// fields separated by tabs, the films sorted by id. A list's items are joined with `|`; an empty
/// field is unknown, or an empty list. A file with no bytes at all holds no film (a seed made in
/// memory). Each film is checked as `SeedReader.validate` checks those of `movies.jsonl`, and a
/// mistake is reported by line and column.
struct SeedLaterFilms: Sendable {
    static let file = "later-films.tsv"
    static let columns = [
        "id", "title", "originalTitle", "originalLanguage", "releaseDate", "runtime", "genres", "spokenLanguages", "countries",
        "companies", "budget", "revenue", "status", "voteAverage", "voteCount", "popularity", "figuresAsOf",
    ]

    private let data: Data
    /// Where each line lies, the header's first.
    private let lines: [Range<Int>]

    init(_ data: Data) {
        self.data = data
        lines = SeedReader.lineRanges(of: data)
    }

    /// How many films the file holds.
    var count: Int { max(0, lines.count - 1) }

    /// Lines read at a time: a block is read on another processor while the one before is written.
    static let blockLines = 4_096

    /// Calls `body` with each film, in the file's order, once it is read and checked: its id
    /// positive, after the previous film's and not in `otherIDs` (the films of `movies.jsonl`), a
    /// title, a language, a release date that is a day, a positive runtime, votes and average both
    /// given or both unknown, and genres of `genreNames`, each once.
    ///
    /// The films are read a block of lines at a time, each block on another thread while `body`
    /// has the films of the block before (a build's writing is one thread's work, so the reading
    /// goes beside it rather than before it: a tenth of the time the films took). The first
    /// mistake in the file's order is the one reported, as when the lines were read one by one.
    func forEach(
        otherIDs: Set<Int>, genreNames: Set<String>, _ body: (SeedLaterFilm) throws -> Void
    ) throws {
        guard !lines.isEmpty else { return }
        let header = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in String(decoding: line(0, in: bytes), as: UTF8.self) }
        guard header == Self.columns.joined(separator: "\t") else {
            throw CatalogueError.seedInvalid(
                "\(Self.file) line 1: the header is not the columns \(Self.columns.joined(separator: ", ")), tab-separated")
        }
        var previous = 0
        var next: LaterFilmsBlock? = LaterFilmsBlock(reading: 1..<min(lines.count, 1 + Self.blockLines), of: self, genreNames: genreNames)
        // A block still being read when `body` throws is waited for, so that no thread outlives the call.
        defer { _ = next?.films() }
        while let block = next {
            let (films, mistake) = block.films()
            let end = block.lines.upperBound
            next =
                end < lines.count
                ? LaterFilmsBlock(reading: end..<min(lines.count, end + Self.blockLines), of: self, genreNames: genreNames) : nil
            for (offset, film) in films.enumerated() {
                let lineNumber = block.lines.lowerBound + offset + 1
                guard film.id > previous else {
                    throw Self.invalid(
                        lineNumber, 0, "film \(film.id) comes after film \(previous): the films are sorted by id, each once")
                }
                guard !otherIDs.contains(film.id) else { throw Self.invalid(lineNumber, 0, "film \(film.id) is in movies.jsonl too") }
                previous = film.id
                try body(film)
            }
            if let mistake { throw mistake }
        }
    }

    /// The films of the lines at `numbers` (places in the file's lines, the header's 0), read and
    /// checked one by one up to the first that does not check, and that line's mistake.
    func films(at numbers: Range<Int>, genreNames: Set<String>) -> (films: [SeedLaterFilm], mistake: CatalogueError?) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> (films: [SeedLaterFilm], mistake: CatalogueError?) in
            var films: [SeedLaterFilm] = []
            films.reserveCapacity(numbers.count)
            var fields: [UnsafeRawBufferPointer] = []
            fields.reserveCapacity(Self.columns.count)
            for number in numbers {
                Self.split(line(number, in: bytes), into: &fields)
                do throws(CatalogueError) {
                    films.append(try Self.film(fields, line: number + 1, genreNames: genreNames))
                } catch {
                    return (films, error)
                }
            }
            return (films, nil)
        }
    }

    /// The bytes of line `number` (the header's 0), its newline left out, in `bytes`, the file's.
    private func line(_ number: Int, in bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let range = lines[number]
        return UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound - data.startIndex)..<(range.upperBound - data.startIndex)])
    }

    /// The fields of `line`, cut at its tabs (`people.tsv`'s lines too).
    static func split(_ line: UnsafeRawBufferPointer, into fields: inout [UnsafeRawBufferPointer]) {
        fields.removeAll(keepingCapacity: true)
        guard let base = line.baseAddress else {
            fields.append(line)
            return
        }
        var start = 0
        while let tab = memchr(base + start, Int32(UInt8(ascii: "\t")), line.count - start) {
            let end = base.distance(to: UnsafeRawPointer(tab))
            fields.append(UnsafeRawBufferPointer(rebasing: line[start..<end]))
            start = end + 1
        }
        fields.append(UnsafeRawBufferPointer(rebasing: line[start..<line.count]))
    }

    private static func invalid(_ line: Int, _ column: Int, _ why: String) -> CatalogueError {
        .seedInvalid("\(file) line \(line) column \(column + 1) (\(columns[column])): \(why)")
    }

    /// One line's fields read and checked as a film.
    private static func film(_ fields: [UnsafeRawBufferPointer], line: Int, genreNames: Set<String>) throws(CatalogueError)
        -> SeedLaterFilm
    {
        guard fields.count == columns.count else {
            throw .seedInvalid("\(file) line \(line): \(fields.count) fields, not \(columns.count)")
        }
        func text(_ column: Int) throws(CatalogueError) -> String? {
            guard !fields[column].isEmpty else { return nil }
            guard let value = String(validating: fields[column], as: UTF8.self) else {
                throw invalid(line, column, "not UTF-8")
            }
            return value
        }
        func whole(_ column: Int) throws(CatalogueError) -> Int? {
            let bytes = fields[column]
            guard !bytes.isEmpty else { return nil }
            let negative = bytes[0] == UInt8(ascii: "-")
            var value = 0
            for byte in bytes.dropFirst(negative ? 1 : 0) {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), value < Int.max / 10 - 10 else {
                    throw invalid(line, column, "\"\(String(decoding: bytes, as: UTF8.self))\" is not a whole number")
                }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            guard bytes.count > (negative ? 1 : 0) else { throw invalid(line, column, "\"-\" is not a whole number") }
            return negative ? -value : value
        }
        func fraction(_ column: Int) throws(CatalogueError) -> Double? {
            guard let value = try text(column) else { return nil }
            guard let number = Double(value), number.isFinite else { throw invalid(line, column, "\"\(value)\" is not a number") }
            return number
        }
        func list(_ column: Int) throws(CatalogueError) -> [String] {
            let bytes = fields[column]
            guard !bytes.isEmpty else { return [] }
            var items: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "|") {
                guard index > start, let item = String(validating: bytes[start..<index], as: UTF8.self) else {
                    throw invalid(line, column, "\"\(String(decoding: bytes, as: UTF8.self))\" has an empty item or is not UTF-8")
                }
                items.append(item)
                start = index + 1
            }
            return items
        }
        func required<Value>(_ value: Value?, _ column: Int) throws(CatalogueError) -> Value {
            guard let value else { throw invalid(line, column, "is empty; it is required") }
            return value
        }
        var film = SeedLaterFilm()
        film.id = try required(whole(0), 0)
        guard film.id > 0 else { throw invalid(line, 0, "\(film.id) is not positive") }
        film.title = try required(text(1), 1)
        guard film.title.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            throw invalid(line, 1, "the title is blank")
        }
        film.originalTitle = try text(2)
        film.originalLanguage = try required(text(3), 3)
        film.releaseDate = try text(4)
        if let date = film.releaseDate, !SeedReader.isCalendarDate(date) {
            throw invalid(line, 4, "\"\(date)\" is not a day in the form yyyy-mm-dd")
        }
        film.runtime = try whole(5)
        if let runtime = film.runtime, runtime <= 0 { throw invalid(line, 5, "\(runtime) is not positive") }
        film.genres = try list(6)
        for genre in film.genres where !genreNames.contains(genre) {
            throw invalid(line, 6, "genre \"\(genre)\" is not in genres.jsonl")
        }
        for (index, genre) in film.genres.enumerated() where film.genres[..<index].contains(genre) {
            throw invalid(line, 6, "genre \"\(genre)\" is listed twice")
        }
        film.spokenLanguages = try list(7)
        film.countries = try list(8)
        film.companies = try list(9)
        film.budget = try whole(10)
        film.revenue = try whole(11)
        film.status = try text(12)
        film.voteAverage = try fraction(13)
        film.voteCount = try whole(14)
        switch (film.voteAverage, film.voteCount) {
        case (nil, nil): break
        case (let average?, let count?) where (0...10).contains(average) && count > 0: break
        default: throw invalid(line, 14, "voteAverage (0...10) and voteCount (from 1) are both given or both empty")
        }
        film.popularity = try required(fraction(15), 15)
        film.figuresAsOf = try text(16)
        return film
    }
}
