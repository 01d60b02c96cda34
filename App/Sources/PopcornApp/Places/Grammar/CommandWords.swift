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
    /// made only of letters, digits and punctuation a shell leaves alone.
    static func quoted(_ word: String) -> String {
        if !word.isEmpty && word.allSatisfy(isPlain) { return word }
        var escaped = ""
        for character in word {
            if "\"\\$`".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }

    private static func isPlain(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "-_./:,+=@%".contains(character)
    }
}
