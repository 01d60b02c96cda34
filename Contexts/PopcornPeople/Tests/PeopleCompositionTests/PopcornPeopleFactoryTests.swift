import Caching
import Observability
import PeopleComposition
import PeopleDomain
import PeopleTestSupport
import TestDoubles
import Testing

@Suite struct PopcornPeopleFactoryTests {
    @Test func buildsOverTheGivenSourceWithoutAskingIt() {
        let remote = MockPersonRemoteDataSource()
        _ = PopcornPeopleFactory(remoteDataSource: remote, cache: InMemoryCache(), observer: NoopObserver())
        #expect(remote.answers.calls.isEmpty, "building asks nothing of the source")
    }
}
