import Testing

@testable import EmbeddedCatalogue

@Suite struct SimilarityRankingTests {
    @Test func aThingWithAnIDCountsOnceATitleAndOneWithoutEveryTime() {
        let ranking = SimilarityRanking(
            shared: [(7, 100), (3, nil), (7, 100), (3, nil), (7, 101), (5, 100), (3, 102)], pointsEach: 1, pointsPerID: 2)
        #expect(ranking.entries.map(\.id) == [3, 5, 7])
        #expect(ranking.entries.map(\.points) == [4, 2, 4], "3: two keywords and a person; 7: two people, one of them twice")
    }

    @Test func contendersAreTheTitlesThatCanStillReachThePage() {
        let ranking = SimilarityRanking(entries: [entry(1, 9), entry(2, 6), entry(3, 5), entry(4, 4), entry(5, 3), entry(6, 1)])
        #expect(ranking.contenders(forFirst: 2, bonus: 0) == [1, 2], "the second best has 6")
        #expect(ranking.contenders(forFirst: 2, bonus: 2) == [1, 2, 3, 4], "4 + 2 reaches 6")
        #expect(ranking.contenders(forFirst: 6, bonus: 0) == [1, 2, 3, 4, 5, 6])
        #expect(ranking.contenders(forFirst: 0, bonus: 3).isEmpty)
    }

    @Test func tiedContendersAllCount() {
        let ranking = SimilarityRanking(entries: [entry(1, 4), entry(2, 2), entry(3, 2), entry(4, 2), entry(5, 1)])
        #expect(ranking.contenders(forFirst: 2, bonus: 0) == [1, 2, 3, 4])
    }

    @Test func thePageIsMostPointsThenMostPopularThenLowestID() {
        let ranking = SimilarityRanking(entries: [entry(1, 2), entry(2, 3), entry(3, 2), entry(4, 2), entry(5, 1)])
        let facts = [
            fact(1, points: 1, popularity: 10), fact(2, points: 0, popularity: 1), fact(3, points: 1, popularity: 10),
            fact(4, points: 0, popularity: 99), fact(5, points: 0, popularity: 50),
        ]
        #expect(ranking.page(offset: 0, limit: 10, facts: facts) == [1, 3, 2, 4, 5])
        #expect(ranking.page(offset: 1, limit: 2, facts: facts) == [3, 2])
        #expect(ranking.page(offset: 5, limit: 2, facts: facts).isEmpty)
    }

    @Test func aTitleWithoutFactsIsLeftOut() {
        let ranking = SimilarityRanking(entries: [entry(1, 2), entry(2, 5)])
        #expect(ranking.page(offset: 0, limit: 10, facts: [fact(1, points: 0, popularity: 1)]) == [1])
    }

    private func entry(_ id: Int, _ points: Int) -> SimilarityRanking.Entry {
        SimilarityRanking.Entry(id: id, points: points)
    }

    private func fact(_ id: Int, points: Int, popularity: Double) -> SimilarityRanking.Facts {
        SimilarityRanking.Facts(id: id, points: points, popularity: popularity)
    }
}
