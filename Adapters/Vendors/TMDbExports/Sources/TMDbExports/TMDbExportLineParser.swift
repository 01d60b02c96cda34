import Foundation

/// Reads one line of an export. Lines are flat JSON objects of a few keys, and a million of them
/// go through `JSONDecoder` in seconds, so a scanner reads the usual line itself and hands any
/// line it is not sure of (an escape in a string, a nested value, anything malformed) to
/// `JSONDecoder`, which decides: the two agree on every line by construction.
enum TMDbExportLineParser {
    /// The entry on `line`, or nil when the line is not a JSON object with an id and a name.
    static func entry(in line: UnsafeBufferPointer<UInt8>) -> TMDbExportEntry? {
        switch scan(line) {
        case .entry(let entry): return entry
        case .noEntry: return nil
        case .unsure: return decode(line)
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// What the scanner made of a line.
    enum Scan: Equatable {
        case entry(TMDbExportEntry)
        /// A well-formed object without an id or a name.
        case noEntry
        /// Left to `JSONDecoder`.
        case unsure
    }

    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> TMDbExportEntry? {
        guard let parsed = try? JSONDecoder().decode(TMDbExportLine.self, from: Data(buffer: line)),
            let name = parsed.originalTitle ?? parsed.originalName ?? parsed.name
        else { return nil }
        return TMDbExportEntry(id: parsed.id, name: name, popularity: parsed.popularity ?? 0)
    }

    private static let quote = UInt8(ascii: "\"")

    static func scan(_ line: UnsafeBufferPointer<UInt8>) -> Scan {
        var cursor = 0
        let end = line.count
        func skipWhitespace() {
            while cursor < end, isWhitespace(line[cursor]) { cursor += 1 }
        }
        /// The bytes of the string starting at `cursor` (on its opening quote), without quotes.
        func string() -> Range<Int>? {
            cursor += 1
            let first = cursor
            while cursor < end {
                let byte = line[cursor]
                if byte == quote {
                    cursor += 1
                    return first..<(cursor - 1)
                }
                // An escape, or a control character JSON forbids: JSONDecoder's to judge.
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                cursor += 1
            }
            return nil
        }
        /// The bytes of the number starting at `cursor`, if it is one as JSON writes numbers.
        func number() -> (range: Range<Int>, integral: Bool)? {
            let first = cursor
            func digits() -> Int {
                let from = cursor
                while cursor < end, line[cursor] >= 0x30, line[cursor] <= 0x39 { cursor += 1 }
                return cursor - from
            }
            if cursor < end, line[cursor] == UInt8(ascii: "-") { cursor += 1 }
            guard cursor < end else { return nil }
            if line[cursor] == UInt8(ascii: "0") {
                cursor += 1
            } else if digits() == 0 {
                return nil
            }
            var integral = true
            if cursor < end, line[cursor] == UInt8(ascii: ".") {
                cursor += 1
                integral = false
                guard digits() > 0 else { return nil }
            }
            if cursor < end, line[cursor] | 0x20 == UInt8(ascii: "e") {
                cursor += 1
                integral = false
                if cursor < end, line[cursor] == UInt8(ascii: "+") || line[cursor] == UInt8(ascii: "-") { cursor += 1 }
                guard digits() > 0 else { return nil }
            }
            return (first..<cursor, integral)
        }
        func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard end - cursor >= count else { return false }
            for offset in 0..<count where line[cursor + offset] != word.utf8Start[offset] { return false }
            cursor += count
            return true
        }
        func matches(_ range: Range<Int>, _ key: StaticString) -> Bool {
            guard range.count == key.utf8CodeUnitCount else { return false }
            for offset in 0..<range.count where line[range.lowerBound + offset] != key.utf8Start[offset] { return false }
            return true
        }

        enum Value {
            case string(Range<Int>)
            case number(Range<Int>, integral: Bool)
            case null
            case other
        }
        var id: Int?
        var names: [Range<Int>?] = [nil, nil, nil]
        var popularity: Range<Int>?
        var seen: UInt8 = 0

        skipWhitespace()
        guard cursor < end, line[cursor] == UInt8(ascii: "{") else { return .unsure }
        cursor += 1
        skipWhitespace()
        if cursor < end, line[cursor] == UInt8(ascii: "}") {
            cursor += 1
        } else {
            while true {
                guard cursor < end, line[cursor] == quote, let key = string() else { return .unsure }
                skipWhitespace()
                guard cursor < end, line[cursor] == UInt8(ascii: ":") else { return .unsure }
                cursor += 1
                skipWhitespace()
                guard cursor < end else { return .unsure }
                let value: Value
                switch line[cursor] {
                case quote:
                    guard let text = string() else { return .unsure }
                    value = .string(text)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard let found = number() else { return .unsure }
                    value = .number(found.range, integral: found.integral)
                case UInt8(ascii: "n"):
                    guard literal("null") else { return .unsure }
                    value = .null
                case UInt8(ascii: "t"):
                    guard literal("true") else { return .unsure }
                    value = .other
                case UInt8(ascii: "f"):
                    guard literal("false") else { return .unsure }
                    value = .other
                default:
                    // An object or an array, or not JSON.
                    return .unsure
                }
                // The keys Popcorn reads, each once (a repeated key is JSONDecoder's to judge).
                let slot: Int? =
                    if matches(key, "id") {
                        0
                    } else if matches(key, "original_title") {
                        1
                    } else if matches(key, "original_name") {
                        2
                    } else if matches(key, "name") {
                        3
                    } else if matches(key, "popularity") {
                        4
                    } else {
                        nil
                    }
                if let slot {
                    guard seen & (1 << slot) == 0 else { return .unsure }
                    seen |= 1 << slot
                    switch (slot, value) {
                    case (0, .number(let digits, integral: true)):
                        guard let parsed = Int(String(decoding: UnsafeBufferPointer(rebasing: line[digits]), as: UTF8.self)) else {
                            return .unsure
                        }
                        id = parsed
                    case (1...3, .string(let text)): names[slot - 1] = text
                    case (1...3, .null): break
                    case (4, .number(let digits, _)): popularity = digits
                    case (4, .null): break
                    default: return .unsure
                    }
                }
                skipWhitespace()
                guard cursor < end else { return .unsure }
                if line[cursor] == UInt8(ascii: ",") {
                    cursor += 1
                    skipWhitespace()
                    continue
                }
                guard line[cursor] == UInt8(ascii: "}") else { return .unsure }
                cursor += 1
                break
            }
        }
        skipWhitespace()
        guard cursor == end else { return .unsure }
        // The first name there is, in the order JSONDecoder's reading takes them.
        guard let id, let nameBytes = names.compactMap({ $0 }).first else { return .noEntry }
        guard let name = String(validating: UnsafeBufferPointer(rebasing: line[nameBytes]), as: UTF8.self) else { return .unsure }
        var figure = 0.0
        if let popularity {
            guard let parsed = Double(String(decoding: UnsafeBufferPointer(rebasing: line[popularity]), as: UTF8.self)),
                parsed.isFinite
            else { return .unsure }
            figure = parsed
        }
        return .entry(TMDbExportEntry(id: id, name: name, popularity: figure))
    }
}
