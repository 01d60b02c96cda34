import CoreDomain
import LibraryDomain
import PopcornLibraryAdapters
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles
import Testing

/// The seam: the Library context's provider calls the TV series context's details use case,
/// and what comes back, found or not, is in the Library context's terms.
@Suite struct TVSeriesProviderAdapterTests {
    let fetchTVSeriesDetails = MockFetchTVSeriesDetailsUseCase()
    var provider: some TVSeriesProviding {
        PopcornLibraryAdaptersFactory().makeTVSeriesProvider(fetchTVSeriesDetails: fetchTVSeriesDetails)
    }

    @Test func aTVSeriesBecomesThisContextsPreview() async throws {
        fetchTVSeriesDetails.answers.stub {
            $0 = TVSeries(
                id: 603, name: "Known Name", originalName: "Known Name", originalLanguage: Language(code: "en"), firstAirDate: nil,
                lastAirDate: nil, status: nil, type: nil, networks: [], inProduction: nil, originCountries: [], languages: [],
                companies: [], genres: [], creators: [], numberOfSeasons: nil, numberOfEpisodes: nil, episodeRunTimes: [], rating: nil,
                popularity: 1, figuresAsOf: nil, overview: nil, seasons: [])
        }
        #expect(
            try await provider.tvSeries(withID: 603) == LibraryDomain.TVSeriesPreview(id: 603, name: "Known Name", year: nil, rating: nil))
        #expect(fetchTVSeriesDetails.answers.calls == [603])
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchTVSeriesDetails.answers.fail(with: .notFound(9))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.tvSeries(withID: 9) }
        fetchTVSeriesDetails.answers.fail(with: .invalidID(-1))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.tvSeries(withID: -1) }
        fetchTVSeriesDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await provider.tvSeries(withID: 9) }
    }
}
