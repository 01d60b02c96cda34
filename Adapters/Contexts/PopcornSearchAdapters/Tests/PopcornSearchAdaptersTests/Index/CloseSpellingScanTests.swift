import Foundation
import SearchDomain
import Testing

@testable import PopcornSearchAdapters

/// The scan rules most words out by their letters before measuring any: it must find exactly the
/// words the Domain's rule calls close spellings, in their order.
@Suite struct CloseSpellingScanTests {
    /// Words of every length from 1 to 9, ASCII and not, near "fight", "clb", "amelie" and "мир".
    static let vocabulary = [
        "a", "ab", "mp", "clb", "cub", "cab", "lib", "club", "clbs", "blc", "cblx", "fght", "figt", "fihgt", "fight",
        "fights", "eight", "night", "thigh", "gift", "fifth", "with", "this", "fíght", "fіght", "ﬁght", "fightclub",
        "amelie", "amelia", "ameli", "amélie", "amellie", "mélie", "мир", "миры", "мира", "мор", "мирный", "пир",
        "鋼の錬金術師", "鋼の錬金術", "錬金術師",
    ]

    /// The vocabulary of one length as the index keeps it: sorted, a line each.
    static func lines(ofLength length: Int) -> Data {
        Data(vocabulary.filter { $0.unicodeScalars.count == length }.sorted().joined(separator: "\n").utf8)
    }

    /// What the Domain's rule finds, word by word.
    static func expected(_ query: String, length: Int) -> [String] {
        vocabulary.filter { $0.unicodeScalars.count == length }.sorted().filter {
            SpellingTolerance.isCloseSpelling(Array(query.unicodeScalars), of: Array($0.unicodeScalars))
        }
    }

    @Test(arguments: ["fight", "fihgt", "clb", "club", "amelie", "amelei", "mir", "мир", "мирр", "鋼の錬金術", "ﬁght", "fіght"])
    func findsWhatTheRuleFindsInItsOrder(query: String) {
        let scan = CloseSpellingScan(queryWord: query)
        for length in 1...10 {
            var found: [String] = []
            Self.lines(ofLength: length).withUnsafeBytes { scan.appendCloseSpellings(in: $0, length: length, to: &found) }
            #expect(found == Self.expected(query, length: length), "\(query), words of \(length) letters")
        }
    }

    @Test func findsTheWordsOneEditAway() {
        var found: [String] = []
        Self.lines(ofLength: 4).withUnsafeBytes { CloseSpellingScan(queryWord: "clb").appendCloseSpellings(in: $0, length: 4, to: &found) }
        // "cblx" is two edits away: a swap and a letter more.
        #expect(found == ["clbs", "club"])
    }
}
