/// Turns the bytes a terminal in raw mode sends into keys: arrows, page keys, Home, End and Delete
/// arrive as escape sequences (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`, `ESC O H`, `ESC [ 1 ~`,
/// `ESC [ 3 ~`), Enter as a carriage return, Ctrl and a letter as a byte below 32 (Ctrl-C is 3),
/// text in UTF-8. The bytes of a character or of a sequence split between reads wait for the next;
/// an escape byte not followed by `[` or `O` is the Escape key. Unknown sequences and other bytes
/// are dropped.
public struct KeyDecoder: Sendable {
    /// Bytes of a character or a sequence begun in one read, kept for the next.
    private var pending: [UInt8] = []

    public init() {}

    public mutating func keys(from bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            var length = 1
            switch byte {
            case 0x1B:
                guard let (key, taken) = Self.escapeSequence(input[index...]) else {
                    pending = Array(input[index...])
                    return keys
                }
                if let key { keys.append(key) }
                length = taken
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x03: keys.append(.interrupt)
            case 0x0C: keys.append(.redraw)
            case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
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

    /// The key an escape sequence stands for (nil: one no one reads) and how many bytes it took;
    /// nil when the sequence is not whole yet.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let bytes = Array(bytes)
        guard bytes.count > 1, bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") else { return (.escape, 1) }
        var end = 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[2..<end], as: UTF8.self)
        let key: Key? =
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
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            default: nil
            }
        return (key, end + 1)
    }
}
