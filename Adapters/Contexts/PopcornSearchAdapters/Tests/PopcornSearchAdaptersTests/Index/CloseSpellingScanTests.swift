import Foundation
import SearchDomain
import Testing

@testable import PopcornSearchAdapters

/// The scan rules most words out by their letters before measuring any: it must find exactly the
/// words the Domain's rule calls close spellings.
@Suite struct CloseSpellingScanTests {
    /// Words of every length from 1 to 9, ASCII and not, near "fight", "clb", "amelie" and "мир".
    static let vocabulary = [
        "a", "ab", "mp", "clb", "cub", "cab", "lib", "club", "clbs", "blc", "cblx", "fght", "figt", "fihgt", "fight",
        "fights", "f1ght", "f2ght", "f5ght", "eight", "night", "thigh", "gift", "fifth", "with", "this", "fíght", "fіght", "ﬁght",
        "fightclub",
        "amelie", "amelia", "ameli", "amélie", "amellie", "mélie", "мир", "миры", "мира", "мор", "мирный", "пир",
        "鋼の錬金術師", "鋼の錬金術", "錬金術師",
    ]

    /// The close spellings the scan finds among the vocabulary's words of `length` letters, kept as
    /// the index keeps them.
    static func scanned(_ query: String, length: Int) -> [String] {
        let block = VocabularyBlock(words: vocabulary.filter { $0.unicodeScalars.count == length }, length: length)
        var found: [String] = []
        block.words.withUnsafeBytes { words in
            block.letters.withUnsafeBytes {
                CloseSpellingScan(queryWord: query).appendCloseSpellings(in: words, letters: $0, length: length, to: &found)
            }
        }
        return found
    }

    /// What the Domain's rule finds, word by word.
    static func expected(_ query: String, length: Int) -> [String] {
        vocabulary.filter { $0.unicodeScalars.count == length }.filter {
            SpellingTolerance.isCloseSpelling(Array(query.unicodeScalars), of: Array($0.unicodeScalars))
        }
    }

    @Test(arguments: ["fight", "fihgt", "clb", "club", "amelie", "amelei", "mir", "мир", "мирр", "鋼の錬金術", "ﬁght", "fіght", "f1ght"])
    func findsWhatTheRuleFinds(query: String) {
        for length in 1...10 {
            #expect(Set(Self.scanned(query, length: length)) == Set(Self.expected(query, length: length)), "\(query), \(length) letters")
        }
    }

    @Test func findsTheWordsOneEditAway() {
        // "cblx" is two edits away: a swap and a letter more.
        #expect(Self.scanned("clb", length: 4) == ["clbs", "club"])
    }

    @Test func keepsTheASCIIWordsFirstEachWithItsLetters() {
        let block = VocabularyBlock(words: ["мира", "club", "amé", "clbs"].filter { $0.unicodeScalars.count == 4 }, length: 4)
        #expect(String(decoding: block.words, as: UTF8.self) == "clbs\nclub\nмира")
        #expect(block.letters.count == 8)
        #expect(VocabularyBlock.letterBits(ofASCII: "club".utf8) == VocabularyBlock.letterBits(of: "bulc".unicodeScalars))
    }
}
