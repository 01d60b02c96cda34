/// Finds the `import` declarations of a Swift source file, with their line numbers, skipping
/// comments and string literals. Every form counts as an import of its module: `@testable import`,
/// `package import`, `import struct X.Y`; so does an import inside `#if` (`#if canImport(X)`), whose
/// condition the scanner does not evaluate: it is marked conditional.
public enum ImportScanner {
    public struct Import: Sendable, Equatable {
        public let module: String
        public let line: Int
        /// Inside an `#if` block.
        public let isConditional: Bool

        public init(module: String, line: Int, isConditional: Bool = false) {
            self.module = module
            self.line = line
            self.isConditional = isConditional
        }
    }

    public static func imports(in source: String) -> [Import] {
        var found: [Import] = []
        var depth = 0
        for (index, line) in stripComments(source).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if let first = words.first, first.hasPrefix("#if") {
                depth += 1
            } else if let first = words.first, first.hasPrefix("#endif") {
                depth = max(0, depth - 1)
            }
            while let first = words.first,
                first.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(first)
            {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            var name = words[1]
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(name), words.count >= 3 {
                name = words[2]
            }
            let module = String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !module.isEmpty { found.append(Import(module: module, line: index + 1, isConditional: depth > 0)) }
        }
        return found
    }

    /// The source with comments blanked out (newlines kept, so line numbers stay true).
    static func stripComments(_ source: String) -> String {
        var result = ""
        var characters = Array(source)[...]
        var inString = false
        while let character = characters.first {
            if inString {
                result.append(character)
                characters = characters.dropFirst()
                if character == "\\", let escaped = characters.first {
                    result.append(escaped)
                    characters = characters.dropFirst()
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
                result.append(character)
                characters = characters.dropFirst()
            } else if characters.starts(with: "//") {
                while let next = characters.first, next != "\n" { characters = characters.dropFirst() }
            } else if characters.starts(with: "/*") {
                characters = characters.dropFirst(2)
                while !characters.isEmpty, !characters.starts(with: "*/") {
                    if characters.first == "\n" { result.append("\n") }
                    characters = characters.dropFirst()
                }
                characters = characters.dropFirst(2)
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }
}
