/// What the terminal shows: one string a row, and where the cursor stands (1-based row and
/// column), or nil when it is hidden.
public struct Frame: Equatable, Sendable {
    public let rows: [String]
    public let cursor: Cursor?

    public struct Cursor: Equatable, Sendable {
        public let row: Int
        public let column: Int

        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    public init(rows: [String], cursor: Cursor?) {
        self.rows = rows
        self.cursor = cursor
    }
}
