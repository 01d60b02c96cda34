import GRDB

// Every film, series and person by name, for an index of names.
extension CatalogueStore {
    /// Every film, series and person the catalogue holds, by name, in no particular order.
    public func namedEntries() throws(CatalogueError) -> [CatalogueNamedEntry] {
        try read { db in
            // Read through SQLite's small page cache, not the map: every page this passes would
            // otherwise stay resident for the rest of the run, which here builds a search index (37
            // of the 200 MiB an import of a million titles may take).
            try db.execute(sql: "PRAGMA mmap_size = 0")
            defer { try? db.execute(sql: "PRAGMA mmap_size = \(CatalogueFile.mappedBytes)") }
            var entries: [CatalogueNamedEntry] = []
            let titles = """
                SELECT 0 AS kind, id, title AS name, original_title AS original, substr(release_date, 1, 4) AS year, popularity FROM movie
                UNION ALL
                SELECT 1, id, name, original_name, substr(first_air_date, 1, 4), popularity FROM series
                UNION ALL
                SELECT 2, id, name, NULL, NULL, popularity FROM person
                """
            let rows = try Row.fetchCursor(db, sql: titles)
            while let row = try rows.next() {
                let kind: CatalogueNamedEntry.Kind =
                    switch row[0] as Int {
                    case 0: .movie
                    case 1: .tv
                    default: .person
                    }
                entries.append(
                    CatalogueNamedEntry(
                        kind: kind, id: row[1], name: row[2], originalName: row[3], year: (row[4] as String?).flatMap { Int($0) },
                        popularity: row[5]))
            }
            return entries
        }
    }
}
