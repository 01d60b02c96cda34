/// Text from outside the program (arguments, file names) made safe to print: control characters,
/// which could move the cursor, recolour the terminal or hide what follows, are shown as escapes.
public enum VisibleText {
    /// `text` with each control character written as `\u{1B}`-style escape; tabs and newlines
    /// included, so that one message stays one message.
    public static func escapingControls(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` without the escape sequences that paint it: what the terminal shows.
    public static func withoutEscapes(_ text: String) -> String {
        guard text.utf8.contains(0x1B) else { return text }
        var scanner = EscapeScanner()
        return String(text.filter { !scanner.consumes($0) })
    }
}
