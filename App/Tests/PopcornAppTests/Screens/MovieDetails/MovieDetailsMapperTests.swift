import MovieDetailsFeature
import Testing

@testable import PopcornApp

@Suite struct MovieDetailsMapperTests {
    @Test func detailsCarryTheFactsTheDirectorsAndTheCastInBillingOrder() {
        let details = MovieDetailsMapper().map(MatrixFixture.movie, credits: MatrixFixture.credits)
        #expect(details.releaseDate == "1999-03-30")
        #expect(details.genres == ["Action", "Science Fiction"])
        #expect(details.originalLanguage == "en")
        #expect(details.directors.map(\.name) == ["Lilly Wachowski", "Lana Wachowski"])
        #expect(details.cast.map(\.name) == ["Keanu Reeves", "Laurence Fishburne"])
        #expect(details.figuresAsOf == "2017", "the date of the rating reaches the screen")
    }
}
