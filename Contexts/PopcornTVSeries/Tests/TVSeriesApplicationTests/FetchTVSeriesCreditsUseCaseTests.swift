import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct FetchTVSeriesCreditsUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchTVSeriesCreditsUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchTVSeriesCreditsUseCase() }

    @Test func returnsTheCreditsTheRepositoryHas() async throws {
        let credits = TVSeriesCredits(seriesID: 1399, seriesName: "Game of Thrones", cast: [], crew: [], episodesHeld: 20)
        repository.answers.answer(credits)
        #expect(try await useCase.execute(seriesID: 1399) == credits)
        #expect(repository.answers.calls == [.credits(1399)])
    }

    @Test func rejectsAnIDThatIsNotPositive() async {
        await #expect(throws: FetchTVSeriesCreditsError.invalidID(0)) { try await useCase.execute(seriesID: 0) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingSeriesAndARejectedCredential() async {
        repository.answers.fail(with: .notFound(.series(5)))
        await #expect(throws: FetchTVSeriesCreditsError.notFound(5)) { try await useCase.execute(seriesID: 5) }
        repository.answers.fail(with: .source(.unauthorized("token refused")))
        await #expect(throws: FetchTVSeriesCreditsError.source(.unauthorized("token refused"))) {
            try await useCase.execute(seriesID: 1399)
        }
    }
}
