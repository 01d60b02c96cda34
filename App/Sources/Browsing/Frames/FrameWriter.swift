/// Turns each frame (one string per terminal row) into what to write: only the rows that differ
/// from the last frame, each moved to, written and cleared to its end. A resize or a Ctrl-L
/// starts afresh with the whole screen cleared.
public struct FrameWriter: Sendable {
    private var previous: [String] = []

    /// Forgets the last frame, so that the next is written whole.
    public init() {}

    public mutating func reset() {
        previous = []
    }

    /// - Parameter cursor: where to show the cursor (1-based row and column), or nil to hide it.
    ///   Every frame ends in the sequence that shows or hides it, which a reader can wait for.
    public mutating func output(for rows: [String], cursor: (row: Int, column: Int)?) -> String {
        var output = previous.isEmpty ? "\u{1B}[0m\u{1B}[2J" : ""
        for (index, row) in rows.enumerated() where previous.count != rows.count || previous[index] != row {
            output += "\u{1B}[\(index + 1);1H" + row + "\u{1B}[0m\u{1B}[K"
        }
        previous = rows
        if let cursor {
            output += "\u{1B}[\(cursor.row);\(cursor.column)H\u{1B}[?25h"
        } else {
            output += "\u{1B}[?25l"
        }
        return output
    }
}
