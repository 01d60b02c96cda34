import CoreDomain
import PeopleDomain
import PeopleTestSupport
import TestDoubles
import Testing

@testable import PeopleApplication

@Suite struct FetchPersonDetailsUseCaseTests {
    let repository = MockPersonRepository()
    var useCase: any FetchPersonDetailsUseCase { PeopleApplicationFactory(repository: repository).makeFetchPersonDetailsUseCase() }

    @Test func answersWithTheRepositorysValue() async throws {
        repository.answers.answer(PersonFixtures.person(id: 4))
        #expect(try await useCase.execute(id: 4) == PersonFixtures.person(id: 4))
        #expect(repository.answers.calls == [.person(4)])
    }

    @Test(arguments: [0, -1])
    func rejectsAnIDOutOfRangeWithoutAsking(id: Int) async {
        await #expect(throws: FetchPersonDetailsError.invalidID(id)) { try await useCase.execute(id: id) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingPerson() async {
        repository.answers.fail(with: .notFound(4))
        await #expect(throws: FetchPersonDetailsError.notFound(4)) { try await useCase.execute(id: 4) }
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unauthorized("token refused")))
        await #expect(throws: FetchPersonDetailsError.source(.unauthorized("token refused"))) { try await useCase.execute(id: 4) }
    }
}
