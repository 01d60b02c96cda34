import Foundation

/// Reads comma-separated text as Letterboxd writes it: a header, then a record a line, fields
/// in double quotes when they hold a comma, a quote (doubled) or a line break. Each record is
/// given with the line it starts on.
struct CSVReader {
    struct Record: Equatable {
        let line: Int
        let fields: [String]
    }

    static func records(in text: String) throws(LibraryFileError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var afterQuote = false
        var line = 1
        var recordLine = 1
        var characters = Array(text)
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
        var index = 0
        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
            field = ""
        }
        while index < characters.count {
            let character = characters[index]
            index += 1
            if quoted {
                if character == "\"" {
                    if index < characters.count, characters[index] == "\"" {
                        field.append("\"")
                        index += 1
                    } else {
                        quoted = false
                        afterQuote = true
                    }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case ",":
                fields.append(field)
                field = ""
                afterQuote = false
            case "\n", "\r\n", "\r":
                endRecord()
                afterQuote = false
                line += 1
                recordLine = line
            case "\"":
                guard field.isEmpty, !afterQuote else {
                    throw LibraryFileError(line: line, reason: "a double quote in the middle of a field")
                }
                quoted = true
            default:
                guard !afterQuote else { throw LibraryFileError(line: line, reason: "text after a quoted field's closing quote") }
                field.append(character)
            }
        }
        if quoted { throw LibraryFileError(line: recordLine, reason: "a quoted field is never closed") }
        endRecord()
        return records
    }

    /// A field as a CSV line writes it: quoted when it must be.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
