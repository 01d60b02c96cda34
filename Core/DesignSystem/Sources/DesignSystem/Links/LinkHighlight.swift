/// Marks one span of a drawn line the way a browser marks links: underlined, and the chosen one
/// in reverse video. Neither is colour, so links and the selection stay visible when colour is off.
public enum LinkHighlight {
    /// `line` with the display columns `column..<column + width` in reverse video.
    public static func reversing(_ line: String, column: Int, width: Int) -> String {
        marking(line, column: column, width: width, on: "\u{1B}[7m", off: "\u{1B}[27m")
    }

    /// `line` with the display columns `column..<column + width` underlined.
    public static func underlining(_ line: String, column: Int, width: Int) -> String {
        marking(line, column: column, width: width, on: "\u{1B}[4m", off: "\u{1B}[24m")
    }

    /// The line's own escapes are kept; one that resets every attribute inside the span is
    /// followed by `on` again, so the whole span stays marked.
    private static func marking(_ line: String, column: Int, width: Int, on reverse: String, off reverseOff: String) -> String {
        guard width > 0 else { return line }
        let end = column + width
        var result = ""
        var scanner = EscapeScanner()
        var position = 0
        var inside = false
        var escape = ""
        for character in line {
            if scanner.consumes(character) {
                escape.append(character)
                continue
            }
            if !escape.isEmpty {
                result += escape
                if inside, escape == "\u{1B}[0m" || escape == "\u{1B}[m" { result += reverse }
                escape = ""
            }
            if !inside, position >= column, position < end {
                result += reverse
                inside = true
            }
            if inside, position >= end {
                result += reverseOff
                inside = false
            }
            result.append(character)
            position += DisplayWidth.of(character)
        }
        result += escape
        if inside { result += reverseOff }
        return result
    }
}
