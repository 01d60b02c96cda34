import Testing

@testable import PopcornApp

@Suite struct SpellingTests {
    @Test func findsTheWordMeantThroughASlip() {
        #expect(Spelling.closest(to: "moive", among: ["movie", "movies", "person"]) == "movie")
        #expect(Spelling.closest(to: "histroy", among: ["history", "home"]) == "history")
        #expect(Spelling.closest(to: "popluar", among: ["popular", "top-rated"]) == "popular")
    }

    @Test func aWordTooFarFromEveryCandidateMeansNone() {
        #expect(Spelling.closest(to: "xyzzy", among: ["movie", "tv", "person"]) == nil)
        #expect(Spelling.closest(to: "tx", among: ["tv"]) == "tv")
        #expect(Spelling.closest(to: "ab", among: ["tv"]) == nil)
    }

    @Test func countsASwapAsOneEdit() {
        #expect(Spelling.distance("moive", "movie") == 1)
        #expect(Spelling.distance("", "tv") == 2)
        #expect(Spelling.distance("Movie", "movie") == 0)
    }
}
