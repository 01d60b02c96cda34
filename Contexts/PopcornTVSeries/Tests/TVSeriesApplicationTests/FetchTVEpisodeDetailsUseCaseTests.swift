import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct FetchTVEpisodeDetailsUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchTVEpisodeDetailsUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchTVEpisodeDetailsUseCase() }

    @Test func returnsTheEpisodeWithItsGuestStars() async throws {
        repository.answers.answer(TVSeriesFixtures.episode())
        let episode = try await useCase.execute(seriesID: 1399, seasonNumber: 1, episodeNumber: 1)
        #expect(episode.guestStars.first?.name == "Jason Momoa")
        #expect(repository.answers.calls == [.episode(1399, 1, 1)])
    }

    @Test func rejectsAnIDASeasonOrAnEpisodeOutOfRangeWithoutAsking() async {
        await #expect(throws: FetchTVEpisodeDetailsError.invalidID(-3)) {
            try await useCase.execute(seriesID: -3, seasonNumber: 1, episodeNumber: 1)
        }
        await #expect(throws: FetchTVEpisodeDetailsError.invalidSeason(-1)) {
            try await useCase.execute(seriesID: 1399, seasonNumber: -1, episodeNumber: 1)
        }
        await #expect(throws: FetchTVEpisodeDetailsError.invalidEpisode(0)) {
            try await useCase.execute(seriesID: 1399, seasonNumber: 1, episodeNumber: 0)
        }
        // Past the largest number a source gives an id, a season or an episode.
        await #expect(throws: FetchTVEpisodeDetailsError.invalidID(Int.max)) {
            try await useCase.execute(seriesID: Int.max, seasonNumber: 1, episodeNumber: 1)
        }
        await #expect(throws: FetchTVEpisodeDetailsError.invalidSeason(2_147_483_648)) {
            try await useCase.execute(seriesID: 1399, seasonNumber: 2_147_483_648, episodeNumber: 1)
        }
        await #expect(throws: FetchTVEpisodeDetailsError.invalidEpisode(2_147_483_648)) {
            try await useCase.execute(seriesID: 1399, seasonNumber: 1, episodeNumber: 2_147_483_648)
        }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func passesOnWhatWasNotFoundWithWhatThereIsInstead() async {
        let missing = TVLookup.episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 11, episodeCount: 10)
        repository.answers.fail(with: .notFound(missing))
        await #expect(throws: FetchTVEpisodeDetailsError.notFound(missing)) {
            try await useCase.execute(seriesID: 1399, seasonNumber: 1, episodeNumber: 11)
        }
    }
}
