/// One link on a screen drawn as text: where it leads, the words that stand for it, and where
/// those words stand (a line of the text, and a span of display columns within it).
public struct TextLink<Destination: Sendable>: Sendable {
    public let destination: Destination
    public let label: String
    /// The line of the text, counted from 0.
    public let line: Int
    /// The display column the label starts at, counted from 0, escapes not counted.
    public let column: Int
    /// How many display columns the label takes on its line (less than the label's own width
    /// when the line cut it short).
    public let width: Int

    public init(destination: Destination, label: String, line: Int, column: Int, width: Int) {
        self.destination = destination
        self.label = label
        self.line = line
        self.column = column
        self.width = width
    }
}

extension TextLink: Equatable where Destination: Equatable {}
