import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct FetchTVSeasonDetailsUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchTVSeasonDetailsUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchTVSeasonDetailsUseCase() }

    @Test func returnsTheSeasonWithItsEpisodes() async throws {
        repository.answers.answer(TVSeriesFixtures.season())
        #expect(try await useCase.execute(seriesID: 1399, seasonNumber: 1).episodes.count == 1)
        #expect(repository.answers.calls == [.season(1399, 1)])
    }

    @Test func rejectsAnIDOrASeasonOutOfRangeWithoutAsking() async {
        await #expect(throws: FetchTVSeasonDetailsError.invalidID(0)) { try await useCase.execute(seriesID: 0, seasonNumber: 1) }
        await #expect(throws: FetchTVSeasonDetailsError.invalidSeason(-1)) { try await useCase.execute(seriesID: 1399, seasonNumber: -1) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func passesOnWhatWasNotFoundWithWhatThereIsInstead() async {
        let missing = TVLookup.season(seriesID: 1399, seasonNumber: 99, available: [0, 1, 2])
        repository.answers.fail(with: .notFound(missing))
        await #expect(throws: FetchTVSeasonDetailsError.notFound(missing)) { try await useCase.execute(seriesID: 1399, seasonNumber: 99) }
    }

    @Test func reportsAnUnavailableSource() async {
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: FetchTVSeasonDetailsError.source(.unavailable("down"))) {
            try await useCase.execute(seriesID: 1399, seasonNumber: 1)
        }
    }
}
