import CoreDomain
import Foundation
import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct MovieDiscoveryFilterTests {
    @Test func anEmptyFilterBreaksNoRule() {
        #expect(MovieDiscoveryFilter().violation == nil)
        let full = MovieDiscoveryFilter(
            genreNames: ["Drama"], genreMatch: .any, years: YearSpan(from: 1990, through: 1999), minimumRating: 10, minimumVotes: 0,
            runtime: RuntimeSpan(minimum: 90, maximum: 90), originalLanguage: Language(code: "EN"), keywords: ["heist"])
        #expect(full.violation == nil)
    }

    @Test func aSpanOfYearsMayNotStartAfterItsEnd() {
        #expect(MovieDiscoveryFilter(years: YearSpan(from: 2000, through: 1990)).violation == .yearsReversed(from: 2000, through: 1990))
    }

    @Test(arguments: [1799, 10_000, -5])
    func aYearOutsideTheCalendarIsRefused(year: Int) {
        #expect(MovieDiscoveryFilter(years: YearSpan(year)).violation == .yearOutOfRange(year))
    }

    @Test(arguments: [-0.1, 10.5, Double.nan])
    func aRatingOutsideZeroToTenIsRefused(rating: Double) {
        guard case .ratingOutOfRange = MovieDiscoveryFilter(minimumRating: rating).violation else {
            Issue.record("\(rating) was not refused")
            return
        }
    }

    @Test func negativeVotesAndMinutesAreRefused() {
        #expect(MovieDiscoveryFilter(minimumVotes: -1).violation == .negativeVotes(-1))
        #expect(MovieDiscoveryFilter(runtime: RuntimeSpan(minimum: -5, maximum: nil)).violation == .negativeRuntime(-5))
    }

    @Test func aRuntimeMayNotStartAfterItsEnd() {
        #expect(
            MovieDiscoveryFilter(runtime: RuntimeSpan(minimum: 150, maximum: 90)).violation == .runtimeReversed(minimum: 150, maximum: 90))
        #expect(MovieDiscoveryFilter(runtime: RuntimeSpan(minimum: 150, maximum: nil)).violation == nil)
    }

    @Test(arguments: ["", "  "])
    func anEmptyKeywordOrGenreIsRefused(text: String) {
        #expect(MovieDiscoveryFilter(keywords: ["heist", text]).violation == .emptyKeyword(text))
        #expect(MovieDiscoveryFilter(genreNames: [text]).violation == .emptyGenre(text))
    }

    @Test(arguments: ["english", "e", "e1"])
    func aLanguageIsATwoLetterCode(code: String) {
        #expect(MovieDiscoveryFilter(originalLanguage: Language(code: code)).violation == .invalidLanguage(code))
    }

    @Test func genresAreFoundByNameWithoutCaseOnceEach() throws {
        let known = [MovieFixtures.drama, MovieFixtures.scienceFiction]
        let filter = MovieDiscoveryFilter(genreNames: ["SCIENCE fiction", "drama", "Drama"])
        #expect(try filter.genres(in: known).get() == [MovieFixtures.scienceFiction, MovieFixtures.drama])
        #expect(throws: UnknownGenre(name: "nonsense", known: known)) {
            try MovieDiscoveryFilter(genreNames: ["drama", "nonsense"]).genres(in: known).get()
        }
    }

    @Test func criteriaTakeTheTopRatedThresholdOnlyUnderASortByRating() {
        let rating = MovieDiscoveryOrder(sort: .rating)
        #expect(
            MovieDiscoveryCriteria(filter: MovieDiscoveryFilter(), genres: [], order: rating).minimumVotes == TopRatedMovieRule.minimumVotes
        )
        #expect(MovieDiscoveryCriteria(filter: MovieDiscoveryFilter(minimumVotes: 5), genres: [], order: rating).minimumVotes == 5)
        #expect(MovieDiscoveryCriteria(filter: MovieDiscoveryFilter(), genres: [], order: MovieDiscoveryOrder()).minimumVotes == nil)
    }

    @Test func aPreviewKeptBeforePreviewsCarriedGenresReadsWithNone() throws {
        let kept = Data(#"{"id":550,"title":"Fight Club","releaseDate":"1999-10-15","overview":null}"#.utf8)
        let preview = try JSONDecoder().decode(MoviePreview.self, from: kept)
        #expect(preview.genres.isEmpty)
        let withGenres = MoviePreview(
            id: 550, title: "Fight Club", releaseDate: nil, rating: nil, overview: nil, genres: [MovieFixtures.drama])
        #expect(try JSONDecoder().decode(MoviePreview.self, from: JSONEncoder().encode(withGenres)) == withGenres)
    }
}
