import CoreDomain
import PopcornSearchAdapters
import SearchDomain
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles
import Testing

/// The seam: Search's series provider calls the TV series context's details use case, and what
/// comes back, found or not, is in Search's terms.
@Suite struct TVSeriesProviderAdapterTests {
    let fetchTVSeriesDetails = MockFetchTVSeriesDetailsUseCase()
    var provider: some TVSeriesProviding {
        PopcornSearchAdaptersFactory().makeTVSeriesProvider(fetchTVSeriesDetails: fetchTVSeriesDetails)
    }

    @Test func aSeriesBecomesSearchsTVSeriesPreview() async throws {
        fetchTVSeriesDetails.answers.stub {
            $0 = TVSeries(
                id: 1399, name: "Game of Thrones", originalName: "Game of Thrones", originalLanguage: Language(code: "en"),
                firstAirDate: CalendarDate(year: 2011, month: 4, day: 17), lastAirDate: nil, status: nil, type: nil, networks: [],
                inProduction: nil, originCountries: [], languages: [], companies: [], genres: [], creators: [], numberOfSeasons: nil,
                numberOfEpisodes: nil, episodeRunTimes: [], rating: nil, popularity: 1, figuresAsOf: nil, overview: nil, seasons: [])
        }
        #expect(try await provider.tvSeries(withID: 1399) == SearchDomain.TVSeriesPreview(id: 1399, name: "Game of Thrones", year: 2011))
        #expect(fetchTVSeriesDetails.answers.calls == [1399])
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchTVSeriesDetails.answers.fail(with: .notFound(9))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.tvSeries(withID: 9) }
        fetchTVSeriesDetails.answers.fail(with: .invalidID(-1))
        await #expect(throws: PreviewLookupError.notFound) { try await provider.tvSeries(withID: -1) }
        fetchTVSeriesDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: PreviewLookupError.source(.unavailable("offline"))) { try await provider.tvSeries(withID: 1399) }
    }
}
