import SearchDomain
import Testing

@Suite struct SpellingToleranceTests {
    private func close(_ query: String, _ word: String) -> Bool {
        SpellingTolerance.isCloseSpelling(Array(query.unicodeScalars), of: Array(word.unicodeScalars))
    }

    @Test func allowsOneEditFromFourLettersAndTwoFromEight() {
        #expect(SpellingTolerance.allowedEdits(forWordOfLength: 3) == 0)
        #expect(SpellingTolerance.allowedEdits(forWordOfLength: 4) == 1)
        #expect(SpellingTolerance.allowedEdits(forWordOfLength: 7) == 1)
        #expect(SpellingTolerance.allowedEdits(forWordOfLength: 8) == 2)
    }

    @Test(arguments: [
        ("clb", "club"),  // a letter missing
        ("fiight", "fight"),  // an extra letter
        ("figth", "fight"),  // two letters swapped
        ("fught", "fight"),  // a wrong letter
        ("alchemst", "alchemist"),  // long word, one edit
        ("alchmst", "alchemist"),  // long word, two edits
    ])
    func findsACloseSpelling(query: String, word: String) {
        #expect(close(query, word))
    }

    @Test(arguments: [
        ("ct", "cat"),  // the title word is too short for any edit
        ("fite", "fit"),  // three letters: none allowed
    ])
    func shortWordsAllowNoEdit(query: String, word: String) {
        #expect(close(query, word) == (word.count >= 4))
    }

    @Test(arguments: [
        ("fgt", "fight"),  // two edits on a five-letter word
        ("alchm", "alchemist"),  // four edits
        ("club", "club"),  // the same word
    ])
    func refusesWhatIsTooFar(query: String, word: String) {
        #expect(!close(query, word))
    }

    @Test func measuresEditsUpToALimit() {
        #expect(SpellingTolerance.editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 3) == 3)
        #expect(SpellingTolerance.editDistance(Array("kitten".utf8), Array("sitting".utf8), limit: 2) == nil)
        #expect(SpellingTolerance.editDistance(Array("ab".utf8), Array("ba".utf8), limit: 2) == 1)
    }
}
