import Foundation

/// `people.tsv`, the people, read by hand rather than with a JSON decoder, which was a quarter of a
/// first run's work when they were JSON lines.
///
/// The first line names the columns (`columns`, in that order); each other line is one person,
/// the fields separated by tabs, the people sorted by id. An empty field is unknown. A file with
/// no bytes at all holds no one (a seed made in memory). A mistake is reported by line and column.
enum SeedPeople {
    static let file = "people.tsv"
    static let columns = ["id", "name", "gender", "birthday", "deathday", "countryOfBirth"]

    /// The people of `data`, in order, each checked: the id a positive whole number after the
    /// previous person's, a name, the gender unknown or TMDb's 1, 2 or 3, and the dates days.
    static func read(_ data: Data) throws(CatalogueError) -> [SeedPerson] {
        let lines = SeedReader.lineRanges(of: data)
        guard !lines.isEmpty else { return [] }
        let read = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Result<[SeedPerson], CatalogueError> in
            Result { () throws(CatalogueError) -> [SeedPerson] in
                let start = data.startIndex
                func line(_ range: Range<Int>) -> UnsafeRawBufferPointer {
                    UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound - start)..<(range.upperBound - start)])
                }
                guard String(decoding: line(lines[0]), as: UTF8.self) == columns.joined(separator: "\t") else {
                    throw .seedInvalid("\(file) line 1: the header is not the columns \(columns.joined(separator: ", ")), tab-separated")
                }
                var people: [SeedPerson] = []
                people.reserveCapacity(lines.count - 1)
                var fields: [UnsafeRawBufferPointer] = []
                fields.reserveCapacity(columns.count)
                var previous = 0
                for number in 1..<lines.count {
                    SeedLaterFilms.split(line(lines[number]), into: &fields)
                    let person = try self.person(fields, line: number + 1)
                    guard person.id > previous else {
                        throw invalid(
                            number + 1, 0, "person \(person.id) comes after person \(previous): the people are sorted by id, each once")
                    }
                    previous = person.id
                    people.append(person)
                }
                return people
            }
        }
        return try read.get()
    }

    private static func invalid(_ line: Int, _ column: Int, _ why: String) -> CatalogueError {
        .seedInvalid("\(file) line \(line) column \(column + 1) (\(columns[column])): \(why)")
    }

    /// One line's fields read and checked as a person.
    private static func person(_ fields: [UnsafeRawBufferPointer], line: Int) throws(CatalogueError) -> SeedPerson {
        guard fields.count == columns.count else {
            throw .seedInvalid("\(file) line \(line): \(fields.count) fields, not \(columns.count)")
        }
        func text(_ column: Int) throws(CatalogueError) -> String? {
            guard !fields[column].isEmpty else { return nil }
            guard let value = String(validating: fields[column], as: UTF8.self) else { throw invalid(line, column, "not UTF-8") }
            return value
        }
        func whole(_ column: Int) throws(CatalogueError) -> Int? {
            let bytes = fields[column]
            guard !bytes.isEmpty else { return nil }
            var value = 0
            for byte in bytes {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), value < Int.max / 10 - 10 else {
                    throw invalid(line, column, "\"\(String(decoding: bytes, as: UTF8.self))\" is not a positive whole number")
                }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func day(_ column: Int) throws(CatalogueError) -> String? {
            guard let date = try text(column) else { return nil }
            guard SeedReader.isCalendarDate(date) else { throw invalid(line, column, "\"\(date)\" is not a day in the form yyyy-mm-dd") }
            return date
        }
        guard let id = try whole(0) else { throw invalid(line, 0, "is empty; it is required") }
        guard id > 0 else { throw invalid(line, 0, "\(id) is not positive") }
        guard let name = try text(1) else { throw invalid(line, 1, "is empty; it is required") }
        let gender = try whole(2)
        if let gender, !(1...3).contains(gender) { throw invalid(line, 2, "\(gender) is not 1, 2 or 3 (or empty)") }
        return SeedPerson(
            id: id, name: name, gender: gender, birthday: try day(3), deathday: try day(4), countryOfBirth: try text(5))
    }
}
