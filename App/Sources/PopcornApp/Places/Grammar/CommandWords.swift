/// Command words written as a line a person can type into a shell: `popcorn search "fight club"`.
enum CommandWords {
    static let program = "popcorn"

    /// `words` after the program's name, each quoted where a shell would split or change it.
    static func line(_ words: [String]) -> String {
        line(words.map(CommandWord.value))
    }

    static func line(_ words: [CommandWord]) -> String {
        ([program] + words.map(shown)).joined(separator: " ")
    }

    private static func shown(_ word: CommandWord) -> String {
        switch word {
        case .placeholder(let name): name
        case .value(let value): quoted(value)
        }
    }

    /// The word as typed, in double quotes (with `"`, `\`, `$` and backquotes escaped) unless it is
    /// made only of letters, digits and punctuation a shell leaves alone; a word holding a control
    /// character in `$'…'` (see `controlQuoted`), so that none reaches the terminal raw.
    static func quoted(_ word: String) -> String {
        if !word.isEmpty && word.allSatisfy(isPlain) { return word }
        if word.unicodeScalars.contains(where: isControl) { return controlQuoted(word) }
        var escaped = ""
        for character in word {
            if "\"\\$`".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }

    /// `$'\x1B[31mred'`: the quoting bash, zsh, ksh and POSIX shells share that writes a control
    /// character as an escape, so that the suggestion shows none raw and, pasted back, gives the
    /// same word.
    private static func controlQuoted(_ word: String) -> String {
        var quoted = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\", "'": quoted += "\\" + String(scalar)
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x80 && isControl(scalar): quoted += "\\x" + hex(scalar.value, digits: 2)
            case _ where isControl(scalar): quoted += "\\u" + hex(scalar.value, digits: 4)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "'"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private static func isPlain(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "-_./:,+=@%".contains(character)
    }
}
