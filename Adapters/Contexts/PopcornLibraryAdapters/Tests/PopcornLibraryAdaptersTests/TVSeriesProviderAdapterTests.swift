import CoreDomain
import LibraryDomain
import PopcornLibraryAdapters
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles
import Testing

/// The seam: the Library context's provider calls the TV series context's preview use case (a
/// list row needs no seasons), and what comes back, found or not, is in the Library context's terms.
@Suite struct TVSeriesProviderAdapterTests {
    let fetchTVSeriesPreview = MockFetchTVSeriesPreviewUseCase()
    var provider: some TVSeriesProviding {
        PopcornLibraryAdaptersFactory().makeTVSeriesProvider(fetchTVSeriesPreview: fetchTVSeriesPreview)
    }

    @Test func aTVSeriesBecomesThisContextsPreview() async throws {
        fetchTVSeriesPreview.answers.stub {
            $0 = TVSeriesDomain.TVSeriesPreview(
                id: 1399, name: "Game of Thrones", firstAirDate: CalendarDate(isoString: "2011-04-17"),
                rating: Rating(average: 8.5, voteCount: 25_000), overview: nil, figuresAsOf: "2026-08")
        }
        #expect(
            try await provider.tvSeries(withID: 1399)
                == LibraryDomain.TVSeriesPreview(
                    id: 1399, name: "Game of Thrones", year: 2011, rating: Rating(average: 8.5, voteCount: 25_000)))
        #expect(fetchTVSeriesPreview.answers.calls == [1399])
    }

    @Test func aSeriesWithoutADateOrVotesHasNoYearOrRating() async throws {
        fetchTVSeriesPreview.answers.stub {
            $0 = TVSeriesDomain.TVSeriesPreview(
                id: 603, name: "Known Name", firstAirDate: nil, rating: nil, overview: nil, figuresAsOf: nil)
        }
        #expect(
            try await provider.tvSeries(withID: 603) == LibraryDomain.TVSeriesPreview(id: 603, name: "Known Name", year: nil, rating: nil))
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchTVSeriesPreview.answers.fail(with: .notFound(9))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.tvSeries(withID: 9) }
        fetchTVSeriesPreview.answers.fail(with: .invalidID(-1))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.tvSeries(withID: -1) }
        fetchTVSeriesPreview.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await provider.tvSeries(withID: 9) }
    }
}
