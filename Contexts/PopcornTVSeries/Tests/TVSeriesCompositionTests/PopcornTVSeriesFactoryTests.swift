import Caching
import Observability
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@Suite struct PopcornTVSeriesFactoryTests {
    @Test func vendsUseCasesWiredToTheGivenSource() async throws {
        let remote = MockTVSeriesRemoteDataSource()
        remote.answers.answer(TVSeriesFixtures.series())
        let factory = PopcornTVSeriesFactory(remoteDataSource: remote, cache: InMemoryCache(), observer: NoopObserver())
        #expect(try await factory.makeFetchTVSeriesDetailsUseCase().execute(id: 1399).name == "Game of Thrones")
        #expect(remote.answers.calls == [.series(1399)])
    }
}
