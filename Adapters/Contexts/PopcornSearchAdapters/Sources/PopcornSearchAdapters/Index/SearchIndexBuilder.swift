import Foundation
import GRDB
import SearchDomain

/// Writes an index: every name as an entry numbered in popularity order (see `EntryCode`), each
/// folded word with the list of entries holding it, and the words grouped by length for the
/// search for close spellings (`VocabularyBlock`). The titles imported from TMDb's exports
/// (`ExportImport`) are kept in the file too, as they came, so that every later build indexes
/// them again.
enum SearchIndexBuilder {
    /// Changes when the file's layout does, so that an older index is built again.
    static let format = "4"

    /// Names a producer folds at a time (see `Pipeline`).
    static let foldingBatch = 8_192

    static func create(in db: Database) throws {
        try createImportTables(in: db)
        try db.execute(
            sql: """
                CREATE TABLE entry (
                    code INTEGER PRIMARY KEY NOT NULL,
                    id INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    original_name TEXT,
                    year INTEGER,
                    folded TEXT NOT NULL,
                    folded_original TEXT
                );
                CREATE TABLE word (text TEXT PRIMARY KEY NOT NULL, postings BLOB NOT NULL) WITHOUT ROWID;
                CREATE TABLE vocabulary (length INTEGER PRIMARY KEY NOT NULL, words BLOB NOT NULL, letters BLOB NOT NULL);
                CREATE TABLE index_meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                """)
    }

    /// The imported titles, and the export each kind's came from (see `ImportedExport`).
    static func createImportTables(in db: Database, schema: String = "main") throws {
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS \(schema).imported_title (
                    kind INTEGER NOT NULL,
                    id INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    popularity REAL NOT NULL,
                    PRIMARY KEY (kind, id)
                ) WITHOUT ROWID;
                CREATE TABLE IF NOT EXISTS \(schema).imported_export (
                    kind INTEGER PRIMARY KEY NOT NULL,
                    file TEXT NOT NULL,
                    size INTEGER NOT NULL,
                    fingerprint TEXT NOT NULL,
                    lines INTEGER NOT NULL,
                    entries INTEGER NOT NULL,
                    skipped INTEGER NOT NULL
                );
                """)
    }

    /// Writes the index of `sources` and of the titles in `db`'s `imported_title` into `db`, made
    /// by `create(in:)`. An imported title that `sources` hold as well keeps the sources' entry.
    static func write(_ sources: IndexedNames, signature: String, into db: Database) throws {
        var names = sources
        var held = Set<Int>(minimumCapacity: sources.count)
        for index in 0..<sources.count { held.insert(sources.id(at: index) << 2 | Int(EntryCode.bits(sources.kind(at: index)))) }
        if let room = try Row.fetchOne(db, sql: "SELECT count(*), total(length(CAST(name AS BLOB))) FROM imported_title") {
            names.reserveCapacity(more: room[0], textBytes: Int(room[1] as Double))
        }
        let imported = try Row.fetchCursor(db, sql: "SELECT kind, id, name, popularity FROM imported_title")
        while let row = try imported.next() {
            let bits: Int = row[0]
            let id: Int = row[1]
            guard !held.contains(id << 2 | bits) else { continue }
            let kind = EntryCode.kind(of: UInt32(bits))
            names.append(
                kind: kind, id: id, name: row[2], originalName: nil, year: nil, popularity: row[3], scale: "import \(kind.rawValue)")
        }
        held = []
        try write(names, into: db)
        try db.execute(
            sql: "INSERT INTO index_meta (key, value) VALUES ('signature', ?), ('entries', ?)", arguments: [signature, String(names.count)])
    }

    private static func write(_ names: IndexedNames, into db: Database) throws {
        let order = names.popularityOrder()
        var postings: [String: [UInt32]] = [:]
        let entries = try PreparedInsert(
            db: db, sql: "INSERT INTO entry (code, id, name, original_name, year, folded, folded_original) VALUES (?, ?, ?, ?, ?, ?, ?)")
        // Names are folded on every processor while the entries already folded are written, in
        // popularity order.
        let parts = ProcessInfo.processInfo.activeProcessorCount
        try Pipeline.run(
            producers: parts,
            produce: { step -> [FoldedEntry]? in
                let start = step * foldingBatch
                guard start < order.count else { return nil }
                return (start..<min(order.count, start + foldingBatch)).map { position in
                    let index = Int(order[position])
                    return FoldedEntry(
                        code: EntryCode.make(position: position, kind: names.kind(at: index)), id: names.id(at: index),
                        year: names.year(at: index), name: names.name(at: index), originalName: names.originalName(at: index))
                }
            },
            consume: { batch in
                for entry in batch {
                    // Steps come in order, so every posting list is written in ascending order.
                    for word in entry.distinctWords { postings[word, default: []].append(entry.code) }
                    try entries.run(
                        .integer(Int(entry.code)), .integer(entry.id), .text(entry.name), entry.originalName.map { .text($0) } ?? .null,
                        entry.year.map { .integer($0) } ?? .null, .text(entry.title), entry.originalTitle.map { .text($0) } ?? .null)
                }
            })
        try db.execute(sql: "CREATE INDEX entry_by_folded ON entry(folded)")
        try db.execute(sql: "CREATE INDEX entry_by_folded_original ON entry(folded_original) WHERE folded_original IS NOT NULL")
        let words = try PreparedInsert(db: db, sql: "INSERT INTO word (text, postings) VALUES (?, ?)")
        var byLength: [Int: [String]] = [:]
        // In the table's own order (SQLite's by UTF-8 bytes, which Swift's is for ASCII and for text
        // in NFC), so that each word goes at the end of the B-tree rather than somewhere in the
        // middle: the sort and the writing take a sixth less time than the writing alone did.
        let inOrder = postings.sorted { $0.key < $1.key }
        for (word, codes) in inOrder {
            try words.run(.text(word), .blob(PostingList(codes: codes).data))
            byLength[word.unicodeScalars.count, default: []].append(word)
        }
        let vocabulary = try PreparedInsert(db: db, sql: "INSERT INTO vocabulary (length, words, letters) VALUES (?, ?, ?)")
        for (length, words) in byLength {
            let block = VocabularyBlock(words: words, length: length)
            try vocabulary.run(.integer(length), .blob(block.words), .blob(block.letters))
        }
        try db.execute(sql: "INSERT INTO index_meta (key, value) VALUES ('words', ?)", arguments: [String(postings.count)])
    }

    /// An entry as it is written: its number and names, and its names folded into the words it is
    /// found by, each once, and into whole titles (the original only where it folds differently).
    struct FoldedEntry: Sendable {
        let code: UInt32
        let id: Int
        let year: Int?
        let name: String
        let originalName: String?
        let distinctWords: [String]
        let title: String
        let originalTitle: String?

        init(code: UInt32, id: Int, year: Int?, name: String, originalName: String?) {
            self.code = code
            self.id = id
            self.year = year
            self.name = name
            self.originalName = originalName
            let words = SearchText.words(in: name)
            let original = originalName.map(SearchText.words(in:)) ?? []
            title = words.joined(separator: " ")
            let originalTitle = original.joined(separator: " ")
            self.originalTitle = originalTitle.isEmpty || originalTitle == title ? nil : originalTitle
            // Titles have a few words: a look along the list beats a set.
            var distinct: [String] = []
            distinct.reserveCapacity(words.count + original.count)
            for word in words + original where !distinct.contains(word) { distinct.append(word) }
            distinctWords = distinct
        }
    }
}
