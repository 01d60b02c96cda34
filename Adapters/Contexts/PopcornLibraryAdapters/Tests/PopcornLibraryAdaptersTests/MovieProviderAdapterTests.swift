import CoreDomain
import LibraryDomain
import MoviesApplication
import MoviesDomain
import PopcornLibraryAdapters
import TestDoubles
import Testing

/// The seam: the Library context's provider calls the Movies context's details use case,
/// and what comes back, found or not, is in the Library context's terms.
@Suite struct MovieProviderAdapterTests {
    let fetchMovieDetails = MockFetchMovieDetailsUseCase()
    var provider: some MovieProviding {
        PopcornLibraryAdaptersFactory().makeMovieProvider(fetchMovieDetails: fetchMovieDetails)
    }

    @Test func aMovieBecomesThisContextsPreview() async throws {
        fetchMovieDetails.answers.stub {
            $0 = Movie(
                id: 603, title: "Known Name", originalTitle: "Known Name", originalLanguage: Language(code: "en"),
                releaseDate: CalendarDate(isoString: "1999-03-31"),
                runtimeMinutes: nil, genres: [], overview: nil, rating: Rating(average: 8.2, voteCount: 100), popularity: 1)
        }
        #expect(
            try await provider.movie(withID: 603)
                == LibraryDomain.MoviePreview(
                    id: 603, title: "Known Name", year: 1999, rating: Rating(average: 8.2, voteCount: 100)))
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
