import DesignSystem

/// swift-argument-parser's help as popcorn prints it. The parser wraps the descriptions to the
/// terminal but writes the usage line whole, however long, which a terminal then cuts anywhere
/// (`[--\njson]`); here it is wrapped like every other text, a bracketed part never split, the
/// rest of it under the command's first argument.
enum HelpText {
    static func fitted(_ message: String, width: Int) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            return line.hasPrefix("USAGE: ") && DisplayWidth.of(line) > width ? wrappedUsage(line, width: width) : line
        }.joined(separator: "\n")
    }

    /// `USAGE: popcorn person <id> [--credits] …` as lines no wider than `width`.
    static func wrappedUsage(_ line: String, width: Int) -> String {
        let parts = groups(line)
        let command = parts.prefix { !$0.hasPrefix("[") && !$0.hasPrefix("<") }
        let commandWidth = DisplayWidth.of(command.joined(separator: " ")) + 1
        let indent = String(repeating: " ", count: commandWidth <= width / 2 ? commandWidth : 4)
        var lines: [String] = []
        var current = ""
        for part in parts {
            if current.isEmpty || current == indent {
                current += part
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(part) <= width {
                current += " " + part
            } else {
                lines.append(current)
                current = indent + part
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// The line's words, each bracketed part (`[--type <type>]`, `<id [season n]>`) one of them.
    private static func groups(_ line: String) -> [String] {
        var groups: [String] = []
        var depth = 0
        for word in line.split(separator: " ") {
            if depth > 0, let last = groups.popLast() {
                groups.append(last + " " + word)
            } else {
                groups.append(String(word))
            }
            for character in word {
                if character == "[" || character == "<" { depth += 1 }
                if character == "]" || character == ">" { depth = max(0, depth - 1) }
            }
        }
        return groups
    }
}
