import GRDB

// The look-ups by id that a list of titles asks again and again (a watchlist asks one a title):
// their statements are prepared once for the connection and kept, so that a second asking costs
// binding and stepping only. Preparing cost several times as much as answering, most of it
// SQLite's parser and the authorizer GRDB runs on every statement it prepares.
extension CatalogueStore {
    /// The first row of `sql`, a statement kept for the connection, or nil when it has none.
    static func cachedRow(_ db: Database, sql: String, arguments: StatementArguments) throws -> Row? {
        try Row.fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }

    /// The rows of `sql`, a statement kept for the connection, each read by `read` in place.
    static func cachedRecords<Record>(
        _ db: Database, sql: String, arguments: StatementArguments, reading read: (Row) throws -> Record
    ) throws -> [Record] {
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        var records: [Record] = []
        while let row = try rows.next() { records.append(try read(row)) }
        return records
    }
}
