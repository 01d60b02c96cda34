import GRDB

// The one way films and series are put in an order and cut into pages.
extension CatalogueStore {
    /// A page of the rows of `table` in `order`, each read by `row`, and the length of the whole list.
    func page<Record>(
        of table: String, columns: String, orderedBy order: CatalogueTitleOrder, limit: Int, offset: Int,
        row: @escaping (Row) throws -> Record
    ) throws(CatalogueError) -> (rows: [Record], total: Int) {
        let (filter, ordering, arguments): (String, String, StatementArguments) =
            switch order {
            case .popularity: ("", "popularity DESC, id", [])
            case .rating(let minimumVotes): ("WHERE vote_count >= ?", "vote_average DESC, vote_count DESC, id", [minimumVotes])
            }
        return try read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) \(filter)", arguments: arguments) ?? 0
            let rows = try Self.records(
                db, sql: "SELECT \(columns) FROM \(table) \(filter) ORDER BY \(ordering) LIMIT ? OFFSET ?",
                arguments: arguments + [max(0, limit), max(0, offset)], reading: row)
            return (rows, total)
        }
    }
}
