import SearchDomain
import Testing

@Suite struct TitleMatchingTests {
    private func rank(_ names: [String], _ query: String) -> MatchRank? {
        TitleMatching.rank(of: names, for: SearchQuery(query)!)
    }

    @Test func ranksAWholeTitleFirstThenWordsThenPrefixesThenSpellings() {
        #expect(rank(["Star Wars"], "star wars") == .wholeTitle)
        #expect(rank(["Star Wars: The Last Jedi"], "wars star") == .everyWord)
        #expect(rank(["Star Wars: The Last Jedi"], "star wa") == .wordPrefixes)
        #expect(rank(["Fight Club"], "fight clb") == .closeSpelling)
        #expect(rank(["Fight Club"], "fight dog") == nil)
    }

    @Test func countsTheOriginalTitleToo() {
        let amelie = ["Amélie", "Le Fabuleux Destin d'Amélie Poulain"]
        #expect(rank(amelie, "amelie") == .wholeTitle)
        #expect(rank(amelie, "poulain") == .everyWord)
        #expect(rank(["Fullmetal Alchemist: Brotherhood", "鋼の錬金術師 FULLMETAL ALCHEMIST"], "鋼の錬金術師") == .everyWord)
    }

    @Test func aTitleMatchesAsWellAsItsWeakestWord() {
        #expect(TitleMatching.combine([.everyWord, .closeSpelling, .wordPrefixes]) == .closeSpelling)
        #expect(TitleMatching.combine([.everyWord, nil]) == nil)
    }
}
