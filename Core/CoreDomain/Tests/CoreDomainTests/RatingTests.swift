import CoreDomain
import Testing

@Suite struct RatingTests {
    @Test func keepsAnAverageWithinTheScale() {
        #expect(Rating(average: 8.4, voteCount: 100).average == 8.4)
        #expect(Rating(average: 11, voteCount: 1).average == 10)
        #expect(Rating(average: -2, voteCount: 1).average == 0)
        #expect(Rating(average: .nan, voteCount: 1).average == 0)
    }

    @Test func neverCountsFewerThanNoVotes() {
        #expect(Rating(average: 7, voteCount: -3).voteCount == 0)
        #expect(Rating(average: 7, voteCount: 12).voteCount == 12)
    }
}
