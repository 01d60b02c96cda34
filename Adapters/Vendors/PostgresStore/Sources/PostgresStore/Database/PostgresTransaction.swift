import Logging
public import PostgresNIO

/// The statements of one unit of work, run in one transaction on one connection: what
/// `PostgresStoreDatabase.transaction` hands its work. Values go as bindings (`"... WHERE id = \(id)"` in
/// a `PostgresQuery` binds `id`), never into the SQL's text.
public struct PostgresTransaction: Sendable {
    let connection: PostgresConnection
    let logger: Logger

    /// Runs a statement and reads all its rows.
    @discardableResult
    public func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        var rows: [PostgresRow] = []
        for try await row in try await connection.query(query, logger: logger) {
            rows.append(row)
        }
        return rows
    }

    /// Runs a statement whose rows, if any, do not matter.
    public func execute(_ query: PostgresQuery) async throws {
        try await rows(query)
    }
}
