import Caching
import CoreDomain
import Observability
import ObservabilityTestSupport
import PeopleDomain
import PeopleTestSupport
import TestDoubles
import Testing

@testable import PeopleInfrastructure

@Suite struct DefaultPersonRepositoryTests {
    let remote = MockPersonRemoteDataSource()
    let cache = InMemoryCache()
    let observer = RecordingObserver()
    var repository: some PersonRepository {
        PeopleInfrastructureFactory(remoteDataSource: remote, cache: cache, observer: observer).makePersonRepository()
    }

    @Test func asksTheSourceOnceAndThenAnswersFromTheCache() async throws {
        remote.answers.answer(PersonFixtures.person(id: 3))
        #expect(try await repository.person(withID: 3).id == 3)
        #expect(try await repository.person(withID: 3).id == 3)
        #expect(remote.answers.calls == [.person(3)])
        #expect(observer.events.map(\.name) == ["people.cache.miss", "people.cache.hit"])
        #expect(observer.spans.map(\.name) == ["people.remote.fetch"])
    }

    @Test func cachesEachKindOfAnswerUnderItsOwnKey() async throws {
        remote.answers.answer(PersonFixtures.person())
        remote.answers.answer(PersonFixtures.credits())
        remote.answers.answer(PersonFixtures.page())
        for _ in 0..<2 {
            _ = try await repository.person(withID: 287)
            _ = try await repository.credits(ofPersonWithID: 287)
            _ = try await repository.popularPeople(page: 1)
        }
        #expect(remote.answers.calls == [.person(287), .credits(287), .popular(page: 1)])
    }

    @Test func keepsEachWindowOfTrendingPeopleApartAndAsksOnce() async throws {
        remote.answers.answer(TrendingPeoplePage(people: PersonFixtures.page(), basis: .window(.day)))
        for _ in 0..<2 {
            _ = try await repository.trendingPeople(window: .day, page: 1)
            _ = try await repository.trendingPeople(window: .week, page: 1)
        }
        #expect(remote.answers.calls == [.trending(.day, page: 1), .trending(.week, page: 1)])
        #expect(PersonCachePolicy.trending(.week, page: 2).key.name == "people.trending.week.2")
    }

    @Test func keepsDetailsForADay() {
        #expect(PersonCachePolicy.details(3).timeToLive == .seconds(86_400))
        #expect(PersonCachePolicy.credits(3).timeToLive == .seconds(86_400))
        #expect(PersonCachePolicy.popular(page: 1).timeToLive == .seconds(3_600))
        #expect(PersonCachePolicy.trending(.day, page: 1).timeToLive == .seconds(3_600))
    }

    @Test func mapsEachSourceFailureAndNeverCachesIt() async {
        let cases: [(PersonRemoteDataSourceError, PersonRepositoryError)] = [
            (.notFound(9), .notFound(9)),
            (.unauthorized("refused"), .source(.unauthorized("refused"))),
            (.unreachable("no route"), .source(.unavailable("no route"))),
            (.invalidResponse("not JSON"), .source(.unavailable("not JSON"))),
        ]
        for (sourceError, expected) in cases {
            remote.answers.fail(with: sourceError)
            await #expect(throws: expected) { try await repository.person(withID: 9) }
        }
        #expect(remote.answers.calls.count == cases.count)
    }
}
