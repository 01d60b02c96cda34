/// A screen drawn as text with its links marked: the lines a renderer wrote, and for each link
/// the label and where it stands. A browser draws the lines, marks the links and follows the one
/// chosen; a one-shot command prints only the lines.
///
/// A renderer builds one by appending lines and marking, on a line it has appended, the label of
/// the link it drew there.
public struct LinkedText<Destination: Sendable>: Sendable {
    public private(set) var lines: [String]
    /// The links in reading order: by line, then by column.
    public var links: [TextLink<Destination>] {
        marks.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
    private var marks: [TextLink<Destination>] = []

    public init(lines: [String] = []) {
        self.lines = lines
    }

    /// The lines joined, each ending in a newline: what a one-shot command prints.
    public var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    public mutating func append(_ line: String) {
        lines.append(line)
    }

    public mutating func append(contentsOf newLines: [String]) {
        lines.append(contentsOf: newLines)
    }

    /// Appends `line`, whose words `label` lead to `destination`.
    public mutating func append(_ line: String, linking label: String, to destination: Destination) {
        lines.append(line)
        mark(label, on: lines.count - 1, to: destination)
    }

    /// Marks `label` where it first shows on line `index`. A label the line cut short ("Brad
    /// Pi…") is marked as far as it shows; a label the line does not show at all marks the
    /// line's text from its first visible character, so that every link can still be chosen.
    public mutating func mark(_ label: String, on index: Int, to destination: Destination) {
        guard lines.indices.contains(index) else { return }
        let visible = VisibleText.withoutEscapes(lines[index])
        let span = Self.span(of: label, in: visible)
        marks.append(TextLink(destination: destination, label: label, line: index, column: span.column, width: span.width))
    }

    /// Marks `label` on the first line from `start` on that shows all of it, else on line `start`.
    public mutating func mark(_ label: String, searchingFrom start: Int, to destination: Destination) {
        let found = lines.indices.dropFirst(max(0, start)).first { Self.shows(label, in: VisibleText.withoutEscapes(lines[$0])) }
        mark(label, on: found ?? start, to: destination)
    }

    /// Whether `visible` shows all of `label`: for plain scalars (`PlainScalars`), where a
    /// character is a scalar in one form, by their bytes; else character by character.
    static func shows(_ label: String, in visible: String) -> Bool {
        guard PlainScalars.areAll(label), PlainScalars.areAll(visible) else { return visible.contains(label) }
        return firstIndex(of: Array(label.utf8)[...], in: Array(visible.utf8)) != nil
    }

    /// The text a link's span covers on its line, as the terminal shows it: what a test checks
    /// against the label.
    public func shown(_ link: TextLink<Destination>) -> String {
        guard lines.indices.contains(link.line) else { return "" }
        var column = 0
        var shown = ""
        for character in VisibleText.withoutEscapes(lines[link.line]) {
            if column >= link.column, column < link.column + link.width { shown.append(character) }
            column += DisplayWidth.of(character)
        }
        return shown
    }

    /// Where the longest beginning of `label` that shows on `visible` stands, and how wide it is.
    static func span(of label: String, in visible: String) -> (column: Int, width: Int) {
        if DisplayWidth.isPrintableASCII(visible), DisplayWidth.isPrintableASCII(label) {
            return asciiSpan(of: Array(label.utf8), in: Array(visible.utf8))
        }
        if let scalars = PlainScalars.scalars(of: visible), let wanted = PlainScalars.scalars(of: label) {
            return plainSpan(of: wanted, in: scalars)
        }
        return characterSpan(of: label, in: visible)
    }

    /// The search character by character, for any line and label.
    static func characterSpan(of label: String, in visible: String) -> (column: Int, width: Int) {
        let characters = Array(visible)
        let wanted = Array(label)
        // The longest beginning of the label that shows; a cut label ends in "…" where it stops.
        for length in stride(from: wanted.count, through: min(wanted.count, 2), by: -1) {
            let prefix = wanted[..<length]
            guard let start = firstIndex(of: prefix, in: characters) else { continue }
            let column = DisplayWidth.of(String(characters[..<start]))
            var width = DisplayWidth.of(String(prefix))
            if length < wanted.count, start + length < characters.count, characters[start + length] == "…" { width += 1 }
            return (column, width)
        }
        let lead = characters.prefix { $0 == " " }.count
        return (lead, max(1, DisplayWidth.of(String(characters[lead...]))))
    }

    /// The same search where the line and the label are printable ASCII, whose every byte is a
    /// character one column wide (and never "…"): found by their bytes, at a fraction of the cost.
    static func asciiSpan(of wanted: [UInt8], in characters: [UInt8]) -> (column: Int, width: Int) {
        for length in stride(from: wanted.count, through: min(wanted.count, 2), by: -1) {
            if let start = firstIndex(of: wanted[..<length], in: characters) { return (start, length) }
        }
        let lead = characters.prefix { $0 == 0x20 }.count
        return (lead, max(1, characters.count - lead))
    }

    /// The same search where the line and the label are plain scalars (accents, a rating's bar, CJK,
    /// emoji), each scalar a character in its one canonical form: found and measured scalar by scalar.
    static func plainSpan(of wanted: [Unicode.Scalar], in scalars: [Unicode.Scalar]) -> (column: Int, width: Int) {
        func width(_ part: ArraySlice<Unicode.Scalar>) -> Int {
            var width = 0
            for scalar in part { width += DisplayWidth.of(plain: scalar) }
            return width
        }
        for length in stride(from: wanted.count, through: min(wanted.count, 2), by: -1) {
            let prefix = wanted[..<length]
            guard let start = firstIndex(of: prefix, in: scalars) else { continue }
            var shown = width(prefix)
            if length < wanted.count, start + length < scalars.count, scalars[start + length] == "…" { shown += 1 }
            return (width(scalars[..<start]), shown)
        }
        let lead = scalars.prefix { $0 == " " }.count
        return (lead, max(1, width(scalars[lead...])))
    }

    private static func firstIndex(of needle: ArraySlice<Unicode.Scalar>, in haystack: [Unicode.Scalar]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func firstIndex(of needle: ArraySlice<Character>, in haystack: [Character]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func firstIndex(of needle: ArraySlice<UInt8>, in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
