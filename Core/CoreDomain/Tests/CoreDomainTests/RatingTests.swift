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

    @Test func votedFiguresMakeARating() {
        #expect(Rating.voted(average: 8.4, voteCount: 26_280) == Rating(average: 8.4, voteCount: 26_280))
        #expect(Rating.voted(average: 10, voteCount: 1) == Rating(average: 10, voteCount: 1))
    }

    @Test func anAverageOverNoVotesIsNoRating() {
        #expect(Rating.voted(average: 0, voteCount: 0) == nil, "TMDb's figures for a title nobody voted on")
        #expect(Rating.voted(average: 6.5, voteCount: 0) == nil)
        #expect(Rating.voted(average: 6.5, voteCount: -1) == nil)
    }

    @Test func missingFiguresAreNoRating() {
        #expect(Rating.voted(average: nil, voteCount: nil) == nil)
        #expect(Rating.voted(average: nil, voteCount: 12) == nil)
        #expect(Rating.voted(average: 7.1, voteCount: nil) == nil)
    }

    @Test func votedFiguresAreKeptWithinTheScale() {
        #expect(Rating.voted(average: 12, voteCount: 3)?.average == 10)
    }
}
