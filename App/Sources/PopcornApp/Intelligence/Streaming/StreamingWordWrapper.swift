import DesignSystem

/// Wraps a reply to a width while it arrives in pieces, so each piece can be printed at once.
/// Words are kept whole where they fit (runs of spaces become one; a line break in the text is
/// kept); a word longer than the width is broken.
///
/// A word is printed as its letters come. On a terminal (`rewritesLine`), a word that outgrows
/// the line it began on is taken back (the cursor moved back over it, the line cleared from there)
/// and printed again on the next line; elsewhere nothing can be taken back, so a word is held until
/// it ends and then placed.
struct StreamingWordWrapper {
    let width: Int
    let rewritesLine: Bool

    /// Columns printed on the current line.
    private var column = 0
    /// A space is owed between the last word printed and the next.
    private var spaceOwed = false
    /// The word under way.
    private var word = ""
    /// Whether the word under way has been placed (printed, on a terminal).
    private var wordPlaced = false
    /// Whether the word under way is printed at the start of its line (then it is broken, not moved).
    private var wordBeganLine = false
    /// Whether a space was printed before the word under way.
    private var spacePrintedBeforeWord = false
    /// Columns of the word under way printed on the current line.
    private var wordColumns = 0

    init(width: Int, rewritesLine: Bool) {
        self.width = max(width, 1)
        self.rewritesLine = rewritesLine
    }

    /// What to print for `piece`.
    mutating func feed(_ piece: String) -> String {
        var out = ""
        for character in piece {
            if character == "\n" || character == "\r\n" {
                out += endWord() + "\n"
                column = 0
                spaceOwed = false
            } else if character.isWhitespace {
                out += endWord()
                spaceOwed = column > 0
            } else {
                word.append(character)
                if rewritesLine { out += show(character) }
            }
        }
        return out
    }

    /// What to print once the reply has ended: the last word, and the end of its line.
    mutating func finish() -> String {
        let out = endWord() + (column > 0 ? "\n" : "")
        column = 0
        spaceOwed = false
        return out
    }

    /// Whether anything is printed on the current line (a cut-short reply needs a line ending
    /// before what is said of it).
    var isMidLine: Bool { column > 0 || !word.isEmpty }

    // MARK: Placing words

    /// Where a word `columns` wide goes: after a space on this line, at the start of this line,
    /// or on the next one; returns what moves there.
    private mutating func place(columns: Int) -> String {
        let space = spaceOwed ? 1 : 0
        spaceOwed = false
        wordPlaced = true
        if column == 0 {
            wordBeganLine = true
            spacePrintedBeforeWord = false
            return ""
        }
        if column + space + columns <= width {
            column += space
            wordBeganLine = false
            spacePrintedBeforeWord = space == 1
            return space == 1 ? " " : ""
        }
        column = 0
        wordBeganLine = true
        spacePrintedBeforeWord = false
        return "\n"
    }

    /// On a terminal: prints the word's newest letter, moving the word to the next line when it
    /// outgrows this one.
    private mutating func show(_ character: Character) -> String {
        let columns = DisplayWidth.of(character)
        if !wordPlaced {
            let out = place(columns: columns)
            column += columns
            wordColumns = columns
            return out + String(character)
        }
        if column + columns <= width {
            column += columns
            wordColumns += columns
            return String(character)
        }
        if wordBeganLine {
            column = columns
            wordColumns = columns
            return "\n" + String(character)
        }
        let back = wordColumns + (spacePrintedBeforeWord ? 1 : 0)
        wordBeganLine = true
        spacePrintedBeforeWord = false
        column = 0
        return "\u{1B}[\(back)D\u{1B}[K\n" + broken(word)
    }

    /// Ends the word under way: on a terminal it is printed already; elsewhere it is placed now.
    private mutating func endWord() -> String {
        defer {
            word = ""
            wordPlaced = false
            wordColumns = 0
        }
        guard !word.isEmpty, !rewritesLine else { return "" }
        return place(columns: DisplayWidth.of(word)) + broken(word)
    }

    /// `text` from the current column, broken where it meets the width.
    private mutating func broken(_ text: String) -> String {
        var out = ""
        for character in text {
            let columns = DisplayWidth.of(character)
            if column > 0, column + columns > width {
                out += "\n"
                column = 0
            }
            out.append(character)
            column += columns
        }
        wordColumns = column
        return out
    }
}
