/// Turns the bytes a terminal in raw mode sends into keys: arrows and page keys arrive as
/// escape sequences (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`), Enter as a carriage return, Ctrl-C as
/// byte 3. A read holds whole sequences, as terminals send each key in one write; an escape
/// byte alone is the Escape key.
public struct KeyDecoder: Sendable {
    /// Bytes of a character split across reads (a long UTF-8 sequence), kept for the next read.
    private var pending: [UInt8] = []

    public init() {}

    public mutating func keys(from bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                let (key, length) = Self.escapeSequence(Array(input[index...]))
                if let key { keys.append(key) }
                index += length
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x03: keys.append(.interrupt)
            case 0x0C: keys.append(.redraw)
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC0...0xF7:
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                if let text = String(validating: input[index..<(index + length)], as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
                index += length
                continue
            default: break
            }
            index += 1
        }
        return keys
    }

    /// The key an escape sequence stands for, and how many bytes it took.
    private static func escapeSequence(_ bytes: [UInt8]) -> (Key?, Int) {
        guard bytes.count > 1, bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return (.escape, 1) }
        var end = 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return (nil, bytes.count) }
        let parameters = String(decoding: bytes[2..<end], as: UTF8.self)
        let key: Key? =
            switch (bytes[end], parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            default: nil
            }
        return (key, end + 1)
    }
}
