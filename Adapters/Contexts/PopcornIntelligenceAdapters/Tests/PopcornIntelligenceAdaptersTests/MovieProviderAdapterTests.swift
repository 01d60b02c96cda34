import CoreDomain
import IntelligenceDomain
import MoviesApplication
import MoviesDomain
import PopcornIntelligenceAdapters
import TestDoubles
import Testing

/// The seam with the Movies context: Intelligence's film provider calls Movies' details and
/// similar-films use cases, and what comes back, found or not, is in Intelligence's terms.
@Suite struct MovieProviderAdapterTests {
    let fetchMovieDetails = MockFetchMovieDetailsUseCase()
    let fetchSimilarMovies = MockFetchSimilarMoviesUseCase()
    var provider: some MovieProviding {
        PopcornIntelligenceAdaptersFactory().makeMovieProvider(fetchMovieDetails: fetchMovieDetails, fetchSimilarMovies: fetchSimilarMovies)
    }

    @Test func aMoviesFilmBecomesIntelligencesDetails() async throws {
        fetchMovieDetails.answers.stub {
            $0 = Movie(
                id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: Language(code: "en"),
                releaseDate: CalendarDate(year: 1999, month: 10, day: 15), runtimeMinutes: 139,
                genres: [Genre(id: 18, name: "Drama")], overview: "Soap.", rating: Rating(average: 8.4, voteCount: 30000),
                popularity: 60)
        }
        let details = try await provider.movie(withID: 550)
        #expect(
            details
                == MovieDetails(
                    id: 550, title: "Fight Club", releaseDate: CalendarDate(year: 1999, month: 10, day: 15), runtimeMinutes: 139,
                    genres: ["Drama"], rating: Rating(average: 8.4, voteCount: 30000)))
        #expect(fetchMovieDetails.answers.calls == [550])
    }

    @Test func similarFilmsAreTheFirstPageAsSimilarTitles() async throws {
        fetchSimilarMovies.answers.stub {
            $0 = MoviePage(
                page: 1, totalPages: 1, totalResults: 2,
                movies: [
                    MoviePreview(
                        id: 807, title: "Se7en", releaseDate: CalendarDate(year: 1995, month: 9, day: 22), rating: nil, overview: nil),
                    MoviePreview(id: 9, title: "Undated", releaseDate: nil, rating: nil, overview: nil),
                ])
        }
        let similar = try await provider.similarMovies(toMovieWithID: 550)
        #expect(
            similar == [SimilarTitle(kind: .movie, id: 807, name: "Se7en", year: 1995), SimilarTitle(kind: .movie, id: 9, name: "Undated")])
        #expect(fetchSimilarMovies.answers.calls == [[550, 1]])
    }

    @Test func aPageRefusedIsNoSimilarFilms() async throws {
        fetchSimilarMovies.answers.fail(with: .page(.pastEnd(1, lastPage: 0)))
        #expect(try await provider.similarMovies(toMovieWithID: 550).isEmpty)
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchMovieDetails.answers.fail(with: .notFound(9))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.movie(withID: 9) }
        fetchMovieDetails.answers.fail(with: .invalidID(-1))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.movie(withID: -1) }
        fetchMovieDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: CatalogueLookupError.source(.unavailable("offline"))) { try await provider.movie(withID: 9) }
        fetchSimilarMovies.answers.fail(with: .lookup(.notFound(9)))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.similarMovies(toMovieWithID: 9) }
        fetchSimilarMovies.answers.fail(with: .lookup(.source(.unavailable("offline"))))
        await #expect(throws: CatalogueLookupError.source(.unavailable("offline"))) { try await provider.similarMovies(toMovieWithID: 9) }
    }
}
