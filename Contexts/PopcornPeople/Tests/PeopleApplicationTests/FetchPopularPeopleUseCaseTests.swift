import CoreDomain
import PeopleDomain
import PeopleTestSupport
import TestDoubles
import Testing

@testable import PeopleApplication

@Suite struct FetchPopularPeopleUseCaseTests {
    let repository = MockPersonRepository()
    var useCase: any FetchPopularPeopleUseCase { PeopleApplicationFactory(repository: repository).makeFetchPopularPeopleUseCase() }

    @Test func asksForTheRequestedPage() async throws {
        repository.answers.answer(PersonFixtures.page(2, totalPages: 3))
        #expect(try await useCase.execute(page: 2).page == 2)
        #expect(repository.answers.calls == [.popular(page: 2)])
    }

    @Test(arguments: [0, 501])
    func rejectsAPageOutOfRangeWithoutAsking(page: Int) async {
        await #expect(throws: FetchPopularPeopleError.page(.outOfRange(page))) { try await useCase.execute(page: page) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func aPagePastTheEndSaysHowManyPagesThereAre() async {
        repository.answers.answer(PersonFixtures.page(9, totalPages: 3, ids: []))
        await #expect(throws: FetchPopularPeopleError.page(.pastEnd(9, lastPage: 3))) { try await useCase.execute(page: 9) }
    }

    @Test func aPersonMissingWhileListingIsTheSourcesFault() async {
        repository.answers.fail(with: .notFound(7))
        await #expect(throws: FetchPopularPeopleError.source(.unavailable("the source reported person 7 missing while listing"))) {
            try await useCase.execute(page: 1)
        }
    }
}
