import CoreDomain
import MoviesApplication
import MoviesDomain
import PeopleApplication
import PeopleDomain
import PopcornSearchAdapters
import SearchDomain
import TVSeriesApplication
import TVSeriesDomain
import Testing

/// The seam: Search's providers call the other contexts' use cases, and what comes back, found
/// or not, is in Search's terms.
@Suite struct ProviderAdaptersTests {
    struct MovieDetails: FetchMovieDetailsUseCase {
        let answer: Result<Movie, FetchMovieDetailsError>
        func execute(id: Movie.ID) async throws(FetchMovieDetailsError) -> Movie { try answer.get() }
    }

    struct TVSeriesDetails: FetchTVSeriesDetailsUseCase {
        let failure: FetchTVSeriesDetailsError
        func execute(id: TVSeries.ID) async throws(FetchTVSeriesDetailsError) -> TVSeries { throw failure }
    }

    struct PersonDetails: FetchPersonDetailsUseCase {
        let answer: Result<Person, FetchPersonDetailsError>
        func execute(id: Person.ID) async throws(FetchPersonDetailsError) -> Person { try answer.get() }
    }

    let factory = PopcornSearchAdaptersFactory()

    @Test func aMovieBecomesSearchsMoviePreview() async throws {
        let matrix = Movie(
            id: 603, title: "The Matrix", originalTitle: "The Matrix", originalLanguage: Language(code: "en"),
            releaseDate: CalendarDate(year: 1999, month: 3, day: 30), runtimeMinutes: 136, genres: [], overview: nil, rating: nil,
            popularity: 1)
        let provider = factory.makeMovieProvider(fetchMovieDetails: MovieDetails(answer: .success(matrix)))
        #expect(try await provider.movie(withID: 603) == SearchDomain.MoviePreview(id: 603, title: "The Matrix", year: 1999))
    }

    @Test func aPersonBecomesSearchsPersonPreview() async throws {
        let pitt = Person(id: 287, name: "Brad Pitt", gender: nil, birthday: nil, deathday: nil, countryOfBirth: nil, popularity: 1)
        let provider = factory.makePersonProvider(fetchPersonDetails: PersonDetails(answer: .success(pitt)))
        #expect(try await provider.person(withID: 287) == SearchDomain.PersonPreview(id: 287, name: "Brad Pitt"))
    }

    @Test func missingIsNotFoundAndTheSourcesFailureCarriesOver() async {
        let gone = factory.makeMovieProvider(fetchMovieDetails: MovieDetails(answer: .failure(.notFound(9))))
        await #expect(throws: PreviewLookupError.notFound) { try await gone.movie(withID: 9) }
        let down = factory.makeTVSeriesProvider(fetchTVSeriesDetails: TVSeriesDetails(failure: .source(.unavailable("offline"))))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await down.tvSeries(withID: 1399) }
        let refused = factory.makePersonProvider(fetchPersonDetails: PersonDetails(answer: .failure(.invalidID(-1))))
        await #expect(throws: PreviewLookupError.notFound) { try await refused.person(withID: -1) }
    }
}
