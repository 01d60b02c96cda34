import Foundation
import GRDB
import SearchDomain

/// One search over an index file, within one read: it finds, for each word of the query, the
/// index's words that match it and how (`TitleMatching`), keeps the entries that match every
/// word, ranks each by its weakest word (or whole, by its whole title), and reads the page asked for.
struct IndexQuery {
    /// The most index words one query word may stand for as a prefix: a one-letter prefix stops
    /// there, in alphabetical order, rather than reading half the index.
    static let prefixLimit = 2_000

    let db: Database

    func run(_ query: SearchQuery, kinds: Set<SearchKind>, page: Int, pageSize: Int) throws -> SearchResultsPage {
        // The word with the fewest entries first: the entries it matches bound the rest.
        let perWord = try query.words.map(candidates(for:)).sorted { total($0) < total($1) }
        var ranked = firstWord(perWord[0], kinds: kinds)
        for lists in perWord.dropFirst() where !ranked.isEmpty {
            ranked = narrow(ranked, to: lists)
        }
        let whole = try Set(
            UInt32.fetchAll(
                db, sql: "SELECT code FROM entry WHERE folded = ?1 UNION SELECT code FROM entry WHERE folded_original = ?1",
                arguments: [query.folded]))
        for code in whole where ranked[code] != nil { ranked[code] = .wholeTitle }
        let ordered = ranked.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        let pageHits = ordered.dropFirst((page - 1) * pageSize).prefix(pageSize)
        let hits = try read(pageHits.map { ($0.key, $0.value) })
        let totalPages = max(1, (ordered.count + pageSize - 1) / pageSize)
        return SearchResultsPage(page: page, totalPages: totalPages, totalResults: ordered.count, hits: hits)
    }

    /// The index words that match `queryWord`, each with its entries and its rank.
    private func candidates(for queryWord: String) throws -> [(list: PostingList, rank: MatchRank)] {
        var lists: [(list: PostingList, rank: MatchRank)] = []
        var seen = Set<String>()
        let prefixed = try Row.fetchCursor(
            db, sql: "SELECT text, postings FROM word WHERE text >= ? AND text < ? ORDER BY text LIMIT ?",
            arguments: [queryWord, queryWord + "\u{10FFFF}", Self.prefixLimit])
        while let row = try prefixed.next() {
            let text: String = row[0]
            seen.insert(text)
            // The word itself or a longer one it begins: ranked by the Domain's rule.
            guard let rank = TitleMatching.rank(ofWord: text, for: queryWord) else { continue }
            lists.append((PostingList(data: row[1]), rank))
        }
        let close = try closeSpellings(of: queryWord).filter { !seen.contains($0) }
        for chunk in stride(from: 0, to: close.count, by: 500).map({ close[$0..<min($0 + 500, close.count)] }) {
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let rows = try Row.fetchCursor(
                db, sql: "SELECT postings FROM word WHERE text IN (\(marks))", arguments: StatementArguments(Array(chunk)))
            while let row = try rows.next() { lists.append((PostingList(data: row[0]), .closeSpelling)) }
        }
        return lists.sorted { $0.rank < $1.rank }
    }

    /// The index words within `SpellingTolerance` of `queryWord`, found by reading the words of
    /// the lengths that could be (see `CloseSpellingScan`).
    private func closeSpellings(of queryWord: String) throws -> [String] {
        let scan = CloseSpellingScan(queryWord: queryWord)
        let lengths = (max(1, scan.length - 2)...(scan.length + 2)).filter {
            abs($0 - scan.length) <= SpellingTolerance.allowedEdits(forWordOfLength: $0)
        }
        guard !lengths.isEmpty else { return [] }
        var found: [String] = []
        let marks = lengths.map { _ in "?" }.joined(separator: ",")
        let rows = try Row.fetchCursor(
            db, sql: "SELECT length, words, letters FROM vocabulary WHERE length IN (\(marks)) ORDER BY length",
            arguments: StatementArguments(lengths))
        while let row = try rows.next() {
            // The words of one length read as bytes: no string is made but for a match.
            let length: Int = row[0]
            let words: Data = row[1]
            let letters: Data = row[2]
            words.withUnsafeBytes { words in
                letters.withUnsafeBytes { scan.appendCloseSpellings(in: words, letters: $0, length: length, to: &found) }
            }
        }
        return found
    }

    private func total(_ lists: [(list: PostingList, rank: MatchRank)]) -> Int {
        lists.reduce(0) { $0 + $1.list.codes.count }
    }

    /// The entries of the first word among `kinds`, each with its best rank for that word.
    private func firstWord(_ lists: [(list: PostingList, rank: MatchRank)], kinds: Set<SearchKind>) -> [UInt32: MatchRank] {
        let allowed = Set(kinds.map(EntryCode.bits))
        var ranked: [UInt32: MatchRank] = [:]
        for (list, rank) in lists {
            for code in list.codes where allowed.contains(code & 3) && ranked[code] == nil {
                ranked[code] = rank
            }
        }
        return ranked
    }

    /// The entries of `ranked` that also match the next word, each ranked by the weaker of the two.
    private func narrow(_ ranked: [UInt32: MatchRank], to lists: [(list: PostingList, rank: MatchRank)]) -> [UInt32: MatchRank] {
        var best: [UInt32: MatchRank] = [:]
        let codes = Array(ranked.keys)
        // Lists come best rank first, so an entry's first hit is its best for this word.
        for (list, rank) in lists {
            if list.codes.count < codes.count {
                for code in list.codes where ranked[code] != nil && best[code] == nil { best[code] = rank }
            } else {
                for code in codes where best[code] == nil && list.contains(code) { best[code] = rank }
            }
        }
        var narrowed: [UInt32: MatchRank] = [:]
        for (code, rank) in best {
            narrowed[code] = TitleMatching.combine([ranked[code], rank])
        }
        return narrowed
    }

    /// The page's entries as Search's results, in the page's order.
    private func read(_ page: [(code: UInt32, rank: MatchRank)]) throws -> [SearchHit] {
        guard !page.isEmpty else { return [] }
        let marks = page.map { _ in "?" }.joined(separator: ",")
        let rows = try Row.fetchAll(
            db, sql: "SELECT code, id, name, original_name, year FROM entry WHERE code IN (\(marks))",
            arguments: StatementArguments(page.map { Int64($0.code) }))
        let byCode = Dictionary(uniqueKeysWithValues: rows.map { (UInt32(truncatingIfNeeded: $0[0] as Int64), $0) })
        return page.compactMap { code, rank in
            guard let row = byCode[code] else { return nil }
            return SearchHit(result: Self.result(row, kind: EntryCode.kind(of: code)), rank: rank)
        }
    }

    /// The entry of `kind` with TMDb id `id`, if the index holds one. Entries are numbered by
    /// popularity, not by id, so this reads the table through (a few milliseconds for the
    /// catalogue, a tenth of a second for a million imported titles): it is asked only when a
    /// source has no details of a title, never by a search.
    func entry(_ kind: SearchKind, id: Int) throws -> SearchResult? {
        try Row.fetchOne(
            db, sql: "SELECT code, id, name, original_name, year FROM entry WHERE id = ? AND code & 3 = ? LIMIT 1",
            arguments: [id, Int(EntryCode.bits(kind))]
        ).map { Self.result($0, kind: kind) }
    }

    /// A row of `entry` (code, id, name, original name, year) as the result a search shows.
    private static func result(_ row: Row, kind: SearchKind) -> SearchResult {
        let id: Int = row[1]
        return switch kind {
        case .movie: .movie(MoviePreview(id: id, title: row[2], originalTitle: row[3], year: row[4]))
        case .tv: .tv(TVSeriesPreview(id: id, name: row[2], originalName: row[3], year: row[4]))
        case .person: .person(PersonPreview(id: id, name: row[2]))
        }
    }
}
