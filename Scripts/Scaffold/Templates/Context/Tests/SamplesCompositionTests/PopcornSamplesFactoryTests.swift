import Caching
import Observability
import SamplesComposition
import SamplesDomain
import SamplesTestSupport
import TestDoubles
import Testing

@Suite struct PopcornSamplesFactoryTests {
    @Test func buildsOverTheGivenSourceWithoutAskingIt() {
        let remote = MockSampleEntityRemoteDataSource()
        _ = PopcornSamplesFactory(remoteDataSource: remote, cache: InMemoryCache(), observer: NoopObserver())
        #expect(remote.answers.calls.isEmpty, "building asks nothing of the source")
    }
}
