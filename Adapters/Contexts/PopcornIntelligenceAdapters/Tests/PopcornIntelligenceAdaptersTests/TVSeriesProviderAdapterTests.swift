import CoreDomain
import IntelligenceDomain
import PopcornIntelligenceAdapters
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles
import Testing

/// The seam with the TV series context: a series, a season and similar series, from its use cases,
/// in Intelligence's terms.
@Suite struct TVSeriesProviderAdapterTests {
    let fetchTVSeriesDetails = MockFetchTVSeriesDetailsUseCase()
    let fetchTVSeasonDetails = MockFetchTVSeasonDetailsUseCase()
    let fetchSimilarTVSeries = MockFetchSimilarTVSeriesUseCase()
    var provider: some TVSeriesProviding {
        PopcornIntelligenceAdaptersFactory().makeTVSeriesProvider(
            fetchTVSeriesDetails: fetchTVSeriesDetails, fetchTVSeasonDetails: fetchTVSeasonDetails,
            fetchSimilarTVSeries: fetchSimilarTVSeries)
    }

    @Test func aSeriesBecomesIntelligencesDetailsWithItsCreatorsAndSeasons() async throws {
        let premiere = CalendarDate(year: 2011, month: 4, day: 17)
        fetchTVSeriesDetails.answers.stub {
            $0 = TVSeries(
                id: 1399, name: "Game of Thrones", originalName: "Game of Thrones", originalLanguage: Language(code: "en"),
                firstAirDate: premiere, lastAirDate: CalendarDate(year: 2019, month: 5, day: 19), status: "Ended", type: nil,
                networks: ["HBO"], inProduction: false, originCountries: ["US"], languages: [], companies: [],
                genres: [Genre(id: 18, name: "Drama")],
                creators: [TVCreator(personID: 9813, name: "David Benioff"), TVCreator(personID: nil, name: "Nobody Known")],
                numberOfSeasons: 8, numberOfEpisodes: 73, episodeRunTimes: [60], rating: Rating(average: 8.5, voteCount: 25000),
                popularity: 100, figuresAsOf: nil, overview: nil,
                seasons: [
                    TVSeasonSummary(seasonNumber: 0, name: "Specials", airDate: nil, episodeCount: 3),
                    TVSeasonSummary(seasonNumber: 1, name: "Season 1", airDate: premiere, episodeCount: 10),
                ])
        }
        let details = try await provider.tvSeries(withID: 1399)
        #expect(
            details
                == TVSeriesDetails(
                    id: 1399, name: "Game of Thrones", firstAirDate: premiere, lastAirDate: CalendarDate(year: 2019, month: 5, day: 19),
                    creators: [PersonReference(id: 9813, name: "David Benioff")], genres: ["Drama"],
                    rating: Rating(average: 8.5, voteCount: 25000),
                    seasons: [
                        SeasonSummary(number: 0, name: "Specials", episodeCount: 3),
                        SeasonSummary(number: 1, name: "Season 1", airDate: premiere, episodeCount: 10),
                    ],
                    episodeCount: 73))
        #expect(fetchTVSeriesDetails.answers.calls == [1399])
    }

    @Test func aSeasonBecomesIntelligencesSeasonWithItsEpisodes() async throws {
        let aired = CalendarDate(year: 2011, month: 4, day: 17)
        fetchTVSeasonDetails.answers.stub {
            $0 = TVSeason(
                seriesID: 1399, seriesName: "Game of Thrones", seasonNumber: 1, name: "Season 1", airDate: aired, episodeCount: 1,
                episodes: [TVEpisodeSummary(episodeNumber: 1, name: "Winter Is Coming", airDate: aired)])
        }
        let season = try await provider.season(1, ofSeriesWithID: 1399)
        #expect(
            season
                == SeasonDetails(
                    seriesID: 1399, number: 1, name: "Season 1", airDate: aired,
                    episodes: [EpisodeSummary(number: 1, name: "Winter Is Coming", airDate: aired)]))
        #expect(fetchTVSeasonDetails.answers.calls == [[1399, 1]])
    }

    @Test func similarSeriesAreTheFirstPageAndARefusedPageIsNone() async throws {
        fetchSimilarTVSeries.answers.stub {
            $0 = TVSeriesPage(
                page: 1, totalPages: 1, totalResults: 1,
                series: [
                    TVSeriesPreview(
                        id: 1396, name: "Breaking Bad", firstAirDate: CalendarDate(year: 2008, month: 1, day: 20), rating: nil,
                        overview: nil,
                        figuresAsOf: nil)
                ])
        }
        #expect(
            try await provider.similarTVSeries(toSeriesWithID: 1399) == [
                SimilarTitle(kind: .tv, id: 1396, name: "Breaking Bad", year: 2008)
            ])
        #expect(fetchSimilarTVSeries.answers.calls == [[1399, 1]])
        fetchSimilarTVSeries.answers.fail(with: .page(.pastEnd(1, lastPage: 0)))
        #expect(try await provider.similarTVSeries(toSeriesWithID: 1399).isEmpty)
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchTVSeriesDetails.answers.fail(with: .notFound(9))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.tvSeries(withID: 9) }
        fetchTVSeriesDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: CatalogueLookupError.source(.unavailable("offline"))) { try await provider.tvSeries(withID: 9) }
        fetchTVSeasonDetails.answers.fail(with: .invalidSeason(-1))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.season(-1, ofSeriesWithID: 1399) }
        fetchTVSeasonDetails.answers.fail(with: .notFound(.season(seriesID: 1399, seasonNumber: 20, available: [1, 2])))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.season(20, ofSeriesWithID: 1399) }
        fetchTVSeasonDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: CatalogueLookupError.source(.unavailable("offline"))) { try await provider.season(1, ofSeriesWithID: 1399) }
        fetchSimilarTVSeries.answers.fail(with: .lookup(.invalidID(0)))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.similarTVSeries(toSeriesWithID: 0) }
    }
}
