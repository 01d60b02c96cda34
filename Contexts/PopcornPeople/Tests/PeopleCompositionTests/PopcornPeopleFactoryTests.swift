import Caching
import Observability
import PeopleApplication
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

    @Test func vendsUseCasesWiredToTheSourceThroughOneCache() async throws {
        let remote = MockPersonRemoteDataSource()
        remote.answers.answer(PersonFixtures.person())
        remote.answers.answer(PersonFixtures.credits())
        remote.answers.answer(PersonFixtures.page())
        let factory = PopcornPeopleFactory(remoteDataSource: remote, cache: InMemoryCache(), observer: NoopObserver())
        #expect(try await factory.makeFetchPersonDetailsUseCase().execute(id: 287).name == "Brad Pitt")
        #expect(try await factory.makeFetchPersonDetailsUseCase().execute(id: 287).name == "Brad Pitt")
        #expect(
            try await factory.makeFetchPersonCreditsUseCase().execute(personID: 287, kind: nil, department: nil).credits.cast.count == 3)
        #expect(try await factory.makeFetchPopularPeopleUseCase().execute(page: 1).people.count == 2)
        #expect(remote.answers.calls == [.person(287), .credits(287), .popular(page: 1)])
    }
}
