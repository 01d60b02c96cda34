/// Turns the bytes a terminal in raw mode sends into the prompt's keys: arrows, Home, End and
/// Delete as escape sequences (`ESC [ D`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 3 ~`), the Emacs keys
/// readline knows (Ctrl-A, Ctrl-E, Ctrl-B, Ctrl-F, Ctrl-U, Ctrl-K, Ctrl-W), text in UTF-8. Bytes of
/// a character or a sequence split between reads wait for the next; anything else is dropped.
struct LineKeyDecoder {
    private var pending: [UInt8] = []

    mutating func keys(from bytes: [UInt8]) -> [LineKey] {
        let input = pending + bytes
        pending = []
        var keys: [LineKey] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            var length = 1
            switch byte {
            case 0x01: keys.append(.home)
            case 0x02: keys.append(.left)
            case 0x03: keys.append(.interrupt)
            case 0x04: keys.append(.endOfInput)
            case 0x05: keys.append(.end)
            case 0x06: keys.append(.right)
            case 0x08, 0x7F: keys.append(.backspace)
            case 0x0A, 0x0D: keys.append(.enter)
            case 0x0B: keys.append(.deleteToEnd)
            case 0x0E: keys.append(.down)
            case 0x10: keys.append(.up)
            case 0x15: keys.append(.deleteToStart)
            case 0x17: keys.append(.deleteWord)
            case 0x1B:
                guard let (key, taken) = Self.escapeSequence(input[index...]) else {
                    pending = Array(input[index...])
                    return keys
                }
                if let key { keys.append(key) }
                length = taken
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC0...0xF7:
                length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                if let text = String(validating: input[index..<(index + length)], as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
            default: break
            }
            index += length
        }
        return keys
    }

    /// The key an escape sequence stands for (nil: one the prompt ignores) and how many bytes it
    /// took; nil when the sequence is not whole yet. An escape byte alone is dropped.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (LineKey?, Int)? {
        let bytes = Array(bytes)
        guard bytes.count > 1 else { return (nil, 1) }
        guard bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return (nil, 1) }
        var end = 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[2..<end], as: UTF8.self)
        let key: LineKey? =
            switch (bytes[end], parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "3"): .delete
            default: nil
            }
        return (key, end + 1)
    }
}
