import SearchDomain
import Testing

@Suite struct SearchTextTests {
    @Test(arguments: [
        ("Amélie", ["amelie"]),
        ("Le Fabuleux Destin d'Amélie Poulain", ["le", "fabuleux", "destin", "damelie", "poulain"]),
        ("Schindler’s List", ["schindlers", "list"]),
        ("Star Wars: Episode IV – A New Hope", ["star", "wars", "episode", "iv", "a", "new", "hope"]),
        ("  FIGHT   club!! ", ["fight", "club"]),
        ("鋼の錬金術師 FULLMETAL ALCHEMIST", ["鋼の錬金術師", "fullmetal", "alchemist"]),
        ("Straße, Ærø, Łódź", ["strasse", "aero", "lodz"]),
        ("ＷＡＬＬ·E 2", ["wall", "e", "2"]),
    ])
    func foldsCaseAccentsAndPunctuation(text: String, words: [String]) {
        #expect(SearchText.words(in: text) == words)
    }

    @Test func holdsNoWordInPunctuationAlone() {
        #expect(SearchText.words(in: " -- !? ").isEmpty)
        #expect(SearchQuery(" -- ") == nil)
        #expect(SearchQuery("Fight  CLUB")?.folded == "fight club")
    }
}
