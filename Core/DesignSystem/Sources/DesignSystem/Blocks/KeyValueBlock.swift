/// Labelled facts, one per line, with the values lined up in one column:
///
///     Released  1999-10-15
///     Runtime   2h 19m
///     Genres    Drama
///
/// A value too long for the line wraps, and its continuation lines stay in the value column.
public struct KeyValueBlock: Sendable {
    public struct Row: Sendable, Equatable {
        public let label: String
        public let value: String
        /// The ids the value shows after its names (`#7467`), drawn dim.
        public let tags: [String]

        public init(_ label: String, _ value: String) {
            self.label = label
            self.value = value
            self.tags = []
        }

        /// Names, each followed by its id where it has one: `David Benioff #9813, D. B. Weiss #228068`.
        public init(_ label: String, naming names: [NamedID]) {
            self.label = label
            self.value = names.map(\.text).joined(separator: ", ")
            self.tags = names.compactMap { $0.id.map(IDTag.of) }
        }
    }

    public var rows: [Row]

    public init(_ rows: [Row]) {
        self.rows = rows
    }

    public func render(width: Int, styler: Styler) -> [String] {
        let visible = rows.filter { !$0.value.isEmpty }
        let labelWidth = visible.map { DisplayWidth.of($0.label) }.max() ?? 0
        let gap = 2
        let valueWidth = max(1, width - labelWidth - gap)
        var lines: [String] = []
        for row in visible {
            let label = styler.paint(DisplayWidth.pad(row.label, to: labelWidth), as: .label)
            let wrapped = ParagraphWrapper.wrap(row.value, width: valueWidth)
            for (index, line) in wrapped.enumerated() {
                let lead = index == 0 ? label : String(repeating: " ", count: labelWidth)
                lines.append(lead + String(repeating: " ", count: gap) + IDTag.painting(row.tags, in: line, styler: styler))
            }
        }
        return lines
    }
}
