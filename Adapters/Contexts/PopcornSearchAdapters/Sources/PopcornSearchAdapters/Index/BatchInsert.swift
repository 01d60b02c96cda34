import GRDB

/// Inserts rows a few hundred at a time, in one statement of many rows: a build writes a hundred
/// thousand rows or more, and one statement a row costs more in its running than in its data.
final class BatchInsert {
    /// Rows a statement: well under SQLite's limit of 32,766 values a statement.
    static let rowsPerStatement = 256

    private let db: Database
    private let table: String
    private let columns: Int
    private var pending: [(any DatabaseValueConvertible)?] = []
    private var fullStatement: Statement?

    /// - Parameter table: the table and its columns, as an `INSERT INTO` names them: `"word (text, postings)"`.
    init(db: Database, table: String, columns: Int) {
        self.db = db
        self.table = table
        self.columns = columns
        pending.reserveCapacity(Self.rowsPerStatement * columns)
    }

    func add(_ row: [(any DatabaseValueConvertible)?]) throws {
        pending += row
        if pending.count == Self.rowsPerStatement * columns {
            if fullStatement == nil { fullStatement = try statement(rows: Self.rowsPerStatement) }
            try fullStatement?.execute(arguments: StatementArguments(pending))
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Inserts the rows still pending.
    func finish() throws {
        guard !pending.isEmpty else { return }
        try statement(rows: pending.count / columns).execute(arguments: StatementArguments(pending))
        pending.removeAll()
    }

    private func statement(rows: Int) throws -> Statement {
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ",") + ")"
        return try db.makeStatement(sql: "INSERT INTO \(table) VALUES " + Array(repeating: row, count: rows).joined(separator: ","))
    }
}
