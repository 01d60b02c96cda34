import LibraryDomain
import PopcornLibraryAdapters
import Testing

/// Letterboxd's rows matched by title or original title, folded, and year.
@Suite struct TitleMatcherTests {
    func film(_ id: Int, _ name: String, _ year: Int?, original: String? = nil) -> TitleMatcher.Candidate {
        TitleMatcher.Candidate(title: TitleReference(kind: .movie, id: id), name: name, originalName: original, year: year)
    }

    @Test func foldsCaseAccentsAndPunctuation() {
        #expect(TitleMatcher.folded("Amélie") == TitleMatcher.folded("AMELIE"))
        #expect(TitleMatcher.folded("WALL·E") == TitleMatcher.folded("Wall-E"))
        #expect(TitleMatcher.folded("Schindler's List") == "schindlers list")
    }

    @Test func matchesByTitleOrOriginalTitleAndYear() {
        let candidates = [
            film(278, "The Shawshank Redemption", 1994), film(194, "Amélie", 2001, original: "Le Fabuleux Destin d'Amélie Poulain"),
        ]
        #expect(
            TitleMatcher.match(name: "the shawshank redemption", year: 1994, among: candidates)
                == .matched(TitleReference(kind: .movie, id: 278)))
        #expect(
            TitleMatcher.match(name: "Le fabuleux destin d'Amelie Poulain", year: 2001, among: candidates)
                == .matched(TitleReference(kind: .movie, id: 194)))
        #expect(TitleMatcher.match(name: "The Shawshank Redemption", year: 1980, among: candidates) == .none)
    }

    @Test func aYearOffByOneOnlyWhenItLeavesOneCandidate() {
        let one = [film(1, "Solaris", 1972), film(2, "Solaris", 2002)]
        #expect(TitleMatcher.match(name: "Solaris", year: 2003, among: one) == .matched(TitleReference(kind: .movie, id: 2)))
        let two = [film(1, "Twin", 2001), film(2, "Twin", 2003)]
        #expect(
            TitleMatcher.match(name: "Twin", year: 2002, among: two)
                == .ambiguous([TitleReference(kind: .movie, id: 1), TitleReference(kind: .movie, id: 2)]))
        #expect(
            TitleMatcher.match(name: "Solaris", year: nil, among: one)
                == .ambiguous([TitleReference(kind: .movie, id: 1), TitleReference(kind: .movie, id: 2)]))
        #expect(TitleMatcher.match(name: "Solaris", year: 1972, among: one) == .matched(TitleReference(kind: .movie, id: 1)))
    }
}
