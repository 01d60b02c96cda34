import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@testable import TVSeriesApplication

@Suite struct TVSeriesUseCasesTests {
    let repository = MockTVSeriesRepository()
    var factory: TVSeriesApplicationFactory { TVSeriesApplicationFactory(repository: repository) }

    @Test func fetchesASeriesASeasonAndAnEpisode() async throws {
        repository.answers.answer(TVSeriesFixtures.series())
        repository.answers.answer(TVSeriesFixtures.season())
        repository.answers.answer(TVSeriesFixtures.episode())
        #expect(try await factory.makeFetchTVSeriesDetailsUseCase().execute(id: 1399).name == "Game of Thrones")
        #expect(try await factory.makeFetchTVSeasonDetailsUseCase().execute(seriesID: 1399, seasonNumber: 1).episodes.count == 1)
        let episode = try await factory.makeFetchTVEpisodeDetailsUseCase().execute(seriesID: 1399, seasonNumber: 1, episodeNumber: 1)
        #expect(episode.guestStars.first?.name == "Jason Momoa")
        #expect(repository.answers.calls == [.series(1399), .season(1399, 1), .episode(1399, 1, 1)])
    }

    @Test func rejectsOutOfRangeRequestsWithoutAsking() async {
        await #expect(throws: TVSeriesRequestError.invalidID(0)) { try await factory.makeFetchTVSeriesDetailsUseCase().execute(id: 0) }
        await #expect(throws: TVSeriesRequestError.invalidSeason(-1)) {
            try await factory.makeFetchTVSeasonDetailsUseCase().execute(seriesID: 1399, seasonNumber: -1)
        }
        await #expect(throws: TVSeriesRequestError.invalidEpisode(0)) {
            try await factory.makeFetchTVEpisodeDetailsUseCase().execute(seriesID: 1399, seasonNumber: 1, episodeNumber: 0)
        }
        await #expect(throws: TVSeriesRequestError.invalidPage(501)) {
            try await factory.makeFetchPopularTVSeriesUseCase().execute(page: 501)
        }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func passesOnWhatWasNotFoundWithWhatThereIsInstead() async {
        let missing = TVLookup.season(seriesID: 1399, seasonNumber: 99, available: [0, 1, 2])
        repository.answers.fail(with: .notFound(missing))
        await #expect(throws: TVSeriesRequestError.notFound(missing)) {
            try await factory.makeFetchTVSeasonDetailsUseCase().execute(seriesID: 1399, seasonNumber: 99)
        }
    }

    @Test func listsPageAndSayWhenAPageIsPastTheEnd() async throws {
        repository.answers.answer(TVSeriesFixtures.page(2, totalPages: 5))
        #expect(try await factory.makeFetchTopRatedTVSeriesUseCase().execute(page: 2).page == 2)
        repository.answers.answer(TVSeriesFixtures.page(9, totalPages: 5, ids: []))
        await #expect(throws: TVSeriesRequestError.pageOutOfRange(9, lastPage: 5)) {
            try await factory.makeFetchPopularTVSeriesUseCase().execute(page: 9)
        }
    }

    @Test func similarLeavesOutTheSeriesItself() async throws {
        repository.answers.answer(TVSeriesFixtures.page(ids: [1399, 1396]))
        #expect(try await factory.makeFetchSimilarTVSeriesUseCase().execute(seriesID: 1399, page: 1).series.map(\.id) == [1396])
    }

    @Test func passesOnARejectedCredential() async {
        repository.answers.fail(with: .unauthorized("token refused"))
        await #expect(throws: TVSeriesRequestError.unauthorized("token refused")) {
            try await factory.makeFetchTVSeriesCreditsUseCase().execute(seriesID: 1399)
        }
    }
}
