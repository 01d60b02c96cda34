/// Shows one span of a drawn line in reverse video, the way a browser shows the chosen link.
/// Reverse video is not colour, so the selection stays visible when colour is off.
public enum LinkHighlight {
    private static let reverse = "\u{1B}[7m"
    private static let reverseOff = "\u{1B}[27m"

    /// `line` with the display columns `column..<column + width` in reverse video. The line's own
    /// escapes are kept; one that resets every attribute inside the span is followed by reverse
    /// video again, so the whole span stays marked.
    public static func reversing(_ line: String, column: Int, width: Int) -> String {
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
