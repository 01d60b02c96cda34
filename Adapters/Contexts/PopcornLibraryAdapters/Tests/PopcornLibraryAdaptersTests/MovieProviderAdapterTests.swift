import CoreDomain
import LibraryDomain
import MoviesApplication
import MoviesDomain
import PopcornLibraryAdapters
import TestDoubles
import Testing

/// The seam: the Library context's provider calls the Movies context's preview use case (a
/// list row needs no genres), and what comes back, found or not, is in the Library context's terms.
@Suite struct MovieProviderAdapterTests {
    let fetchMoviePreview = MockFetchMoviePreviewUseCase()
    var provider: some MovieProviding {
        PopcornLibraryAdaptersFactory().makeMovieProvider(fetchMoviePreview: fetchMoviePreview)
    }

    @Test func aMovieBecomesThisContextsPreview() async throws {
        fetchMoviePreview.answers.stub {
            $0 = MoviesDomain.MoviePreview(
                id: 603, title: "The Matrix", releaseDate: CalendarDate(isoString: "1999-03-30"),
                rating: Rating(average: 7.9, voteCount: 8907), overview: nil, figuresAsOf: "2017")
        }
        #expect(
            try await provider.movie(withID: 603)
                == LibraryDomain.MoviePreview(
                    id: 603, title: "The Matrix", year: 1999, rating: Rating(average: 7.9, voteCount: 8907)))
        #expect(fetchMoviePreview.answers.calls == [603])
    }

    @Test func aMovieWithoutADateOrVotesHasNoYearOrRating() async throws {
        fetchMoviePreview.answers.stub {
            $0 = MoviesDomain.MoviePreview(id: 603, title: "Known Name", releaseDate: nil, rating: nil, overview: nil)
        }
        #expect(try await provider.movie(withID: 603) == LibraryDomain.MoviePreview(id: 603, title: "Known Name", year: nil, rating: nil))
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchMoviePreview.answers.fail(with: .notFound(9))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.movie(withID: 9) }
        fetchMoviePreview.answers.fail(with: .invalidID(-1))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.movie(withID: -1) }
        fetchMoviePreview.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await provider.movie(withID: 9) }
    }
}
