import Caching
import Observability
import TVSeriesComposition
import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@Suite struct PopcornTVSeriesFactoryTests {
    @Test func buildsOverTheGivenSource() {
        let remote = MockTVSeriesRemoteDataSource()
        _ = PopcornTVSeriesFactory(remoteDataSource: remote, cache: InMemoryCache(), observer: NoopObserver())
        #expect(remote.calls.isEmpty, "building asks nothing of the source")
    }
}
