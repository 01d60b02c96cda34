/// Breaks prose into lines that fit a width in terminal columns, at spaces where it can.
public enum ParagraphWrapper {
    /// The lines of `text` wrapped to `width` columns, each prefixed by `indent` spaces.
    ///
    /// Line breaks already in the text are kept. A word wider than the whole line is split
    /// where it must be, so no line ever runs past `width`; with `keepingPathsWhole`, a path
    /// (see `isPath`) is never split: it goes on a line of its own and runs past the width, so
    /// that it can be copied back whole from the terminal.
    public static func wrap(_ text: String, width: Int, indent: Int = 0, keepingPathsWhole: Bool = false) -> [String] {
        let prefix = String(repeating: " ", count: max(0, indent))
        let available = max(1, width - indent)
        var lines: [String] = []
        // Text of plain scalars (`PlainScalars`) holds no line break, and its spaces are characters
        // of their own: it is split at its space bytes, without grapheme breaking, into the same words.
        let isPlain = PlainScalars.areAll(text)
        for sourceLine in isPlain ? [Substring(text)] : text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words =
                isPlain
                ? sourceLine.utf8.split(separator: 0x20).map { String(Substring($0)) }
                : sourceLine.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if words.isEmpty {
                lines.append("")
                continue
            }
            var current = ""
            var currentWidth = 0
            for word in words {
                for piece in keepingPathsWhole && isPath(word) ? [word] : split(word, into: available) {
                    let pieceWidth = DisplayWidth.of(piece)
                    if currentWidth == 0 {
                        current = piece
                        currentWidth = pieceWidth
                    } else if currentWidth + 1 + pieceWidth <= available {
                        current += " " + piece
                        currentWidth += 1 + pieceWidth
                    } else {
                        lines.append(current)
                        current = piece
                        currentWidth = pieceWidth
                    }
                }
            }
            lines.append(current)
        }
        return lines.map { $0.isEmpty ? $0 : prefix + $0 }
    }

    /// Whether `word` names a file, a folder or an address (`/home/ada/.config/popcorn/config.toml`,
    /// `https://api.themoviedb.org`): it holds a `/`.
    public static func isPath(_ word: String) -> Bool {
        word.contains("/")
    }

    /// A word cut into pieces no wider than `width`; most words come back whole.
    private static func split(_ word: String, into width: Int) -> [String] {
        guard DisplayWidth.of(word) > width else { return [word] }
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        var escape = EscapeScanner()
        for character in word {
            let columns = escape.consumes(character) ? 0 : DisplayWidth.of(character)
            if pieceWidth + columns > width, !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += columns
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
