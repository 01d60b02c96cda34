import CoreDomain
import MoviesApplication
import MoviesDomain
import PopcornSearchAdapters
import SearchDomain
import TestDoubles
import Testing

/// The seam: Search's movie provider calls the Movies context's details use case, and what comes
/// back, found or not, is in Search's terms.
@Suite struct MovieProviderAdapterTests {
    let fetchMovieDetails = MockFetchMovieDetailsUseCase()
    var provider: some MovieProviding {
        PopcornSearchAdaptersFactory().makeMovieProvider(fetchMovieDetails: fetchMovieDetails)
    }

    @Test func aMovieBecomesSearchsMoviePreview() async throws {
        fetchMovieDetails.answers.stub {
            $0 = Movie(
                id: 603, title: "The Matrix", originalTitle: "The Matrix", originalLanguage: Language(code: "en"),
                releaseDate: CalendarDate(year: 1999, month: 3, day: 30), runtimeMinutes: 136, genres: [], overview: nil, rating: nil,
                popularity: 1)
        }
        #expect(try await provider.movie(withID: 603) == SearchDomain.MoviePreview(id: 603, title: "The Matrix", year: 1999))
        #expect(fetchMovieDetails.answers.calls == [603])
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchMovieDetails.answers.fail(with: .notFound(9))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.movie(withID: 9) }
        fetchMovieDetails.answers.fail(with: .invalidID(-1))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.movie(withID: -1) }
        fetchMovieDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await provider.movie(withID: 9) }
    }
}
