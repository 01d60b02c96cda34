import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@testable import TVSeriesApplication

@Suite struct FetchTVSeriesDetailsUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any FetchTVSeriesDetailsUseCase { TVSeriesApplicationFactory(repository: repository).makeFetchTVSeriesDetailsUseCase() }

    @Test func answersWithTheRepositorysValue() async throws {
        repository.stub(.success(TVSeriesFixtures.tVSeries(id: 4)))
        #expect(try await useCase.execute(id: 4) == TVSeriesFixtures.tVSeries(id: 4))
        #expect(repository.calls == [4])
    }

    @Test func rejectsAnIDOutOfRangeWithoutAsking() async {
        await #expect(throws: FetchTVSeriesDetailsError.invalidID(0)) { try await useCase.execute(id: 0) }
        #expect(repository.calls.isEmpty)
    }

    @Test func reportsAMissingTVSeries() async {
        repository.stub(.failure(.notFound(4)))
        await #expect(throws: FetchTVSeriesDetailsError.notFound(4)) { try await useCase.execute(id: 4) }
    }

    @Test func reportsAnUnavailableSource() async {
        repository.stub(.failure(.unavailable("offline")))
        await #expect(throws: FetchTVSeriesDetailsError.unavailable("offline")) { try await useCase.execute(id: 4) }
    }

    @Test func reportsARejectedCredential() async {
        repository.stub(.failure(.unauthorized("token refused")))
        await #expect(throws: FetchTVSeriesDetailsError.unauthorized("token refused")) { try await useCase.execute(id: 4) }
    }
}
