import Foundation
import GRDB
import SearchDomain
import Synchronization

/// Writes an index: every name as an entry numbered in popularity order (see `EntryCode`), each
/// folded word with the list of entries holding it, and the words grouped by length for the
/// search for close spellings.
enum SearchIndexBuilder {
    /// Changes when the file's layout does, so that an older index is built again.
    static let format = "2"

    static func create(in db: Database) throws {
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
                CREATE TABLE vocabulary (length INTEGER PRIMARY KEY NOT NULL, words BLOB NOT NULL);
                CREATE TABLE index_meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                """)
    }

    static func write(_ names: [IndexedName], signature: String, into db: Database) throws {
        try create(in: db)
        var postings: [String: [UInt32]] = [:]
        let entries = BatchInsert(db: db, table: "entry (code, id, name, original_name, year, folded, folded_original)", columns: 7)
        let order = popularityOrder(names)
        let folded = fold(names)
        for (position, index) in order.enumerated() {
            let name = names[index]
            let code = EntryCode.make(position: position, kind: name.kind)
            let words = folded[index]
            for word in words.distinct { postings[word, default: []].append(code) }
            try entries.add([
                code, name.id, name.name, name.originalName == name.name ? nil : name.originalName, name.year, words.title,
                words.originalTitle,
            ])
        }
        try entries.finish()
        try db.execute(sql: "CREATE INDEX entry_by_folded ON entry(folded)")
        try db.execute(sql: "CREATE INDEX entry_by_folded_original ON entry(folded_original) WHERE folded_original IS NOT NULL")
        let words = BatchInsert(db: db, table: "word (text, postings)", columns: 2)
        var byLength: [Int: [String]] = [:]
        for (word, codes) in postings {
            try words.add([word, PostingList(codes: codes).data])
            byLength[word.unicodeScalars.count, default: []].append(word)
        }
        try words.finish()
        let vocabulary = try db.makeStatement(sql: "INSERT INTO vocabulary (length, words) VALUES (?, ?)")
        for (length, words) in byLength {
            try vocabulary.execute(arguments: [length, Data(words.sorted().joined(separator: "\n").utf8)])
        }
        try db.execute(
            sql: "INSERT INTO index_meta (key, value) VALUES ('signature', ?), ('entries', ?), ('words', ?)",
            arguments: [signature, String(names.count), String(postings.count)])
    }

    /// A name's folded words: those of its title and original title together, each once, and each
    /// title whole (the original only where it folds differently).
    struct FoldedName: Sendable {
        let distinct: [String]
        let title: String
        let originalTitle: String?
    }

    /// Every name folded, in the names' order, on every processor: folding is most of a build.
    static func fold(_ names: [IndexedName]) -> [FoldedName] {
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount, names.count / 1000))
        let size = (names.count + parts - 1) / parts
        let folded = Mutex([[FoldedName]](repeating: [], count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let slice = names[part * size..<min(names.count, (part + 1) * size)].map { name -> FoldedName in
                let words = SearchText.words(in: name.name)
                let original = name.originalName.map(SearchText.words(in:)) ?? []
                let title = words.joined(separator: " ")
                let originalTitle = original.joined(separator: " ")
                return FoldedName(
                    distinct: Array(Set(words + original)), title: title,
                    originalTitle: originalTitle.isEmpty || originalTitle == title ? nil : originalTitle)
            }
            folded.withLock { $0[part] = slice }
        }
        return folded.withLock { $0.flatMap(\.self) }
    }

    /// The names' positions, most popular first: by standing within their own scale (see
    /// `PopularityScale`), then films before series before people, then by id.
    static func popularityOrder(_ names: [IndexedName]) -> [Int] {
        var standing = [Double](repeating: 0, count: names.count)
        let scales = Dictionary(grouping: names.indices, by: { names[$0].scale })
        for members in scales.values {
            for (member, value) in zip(members, PopularityScale.standings(of: members.map { names[$0].popularity })) {
                standing[member] = value
            }
        }
        // Sorted on plain numbers, read once from the names, rather than on the names themselves.
        let kinds = names.map { EntryCode.bits($0.kind) }
        let ids = names.map(\.id)
        return names.indices.sorted { a, b in
            if standing[a] != standing[b] { return standing[a] > standing[b] }
            if kinds[a] != kinds[b] { return kinds[a] < kinds[b] }
            return ids[a] < ids[b]
        }
    }
}
