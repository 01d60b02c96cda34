import CoreDomain
import PeopleDomain
import PeopleTestSupport
import TestDoubles
import Testing

@testable import PeopleApplication

@Suite struct FetchPersonCreditsUseCaseTests {
    let repository = MockPersonRepository()
    var useCase: any FetchPersonCreditsUseCase { PeopleApplicationFactory(repository: repository).makeFetchPersonCreditsUseCase() }

    @Test func answersNewestFirst() async throws {
        repository.answers.answer(PersonFixtures.credits())
        let credits = try await useCase.execute(personID: 287, kind: nil, department: nil)
        #expect(credits.cast.map(\.title.name) == ["Troy", "Fight Club", "Seinfeld"])
        #expect(repository.answers.calls == [.credits(287)])
    }

    @Test func keepsOnlyTheKindAndDepartmentAskedFor() async throws {
        repository.answers.answer(PersonFixtures.credits())
        let series = try await useCase.execute(personID: 287, kind: .tv, department: nil)
        #expect(series.cast.map(\.title.id) == [1400] && series.crew.isEmpty)
        let producing = try await useCase.execute(personID: 287, kind: nil, department: "Production")
        #expect(producing.cast.isEmpty && producing.crew.map(\.title.id) == [9000])
    }

    @Test func rejectsAnIDOutOfRangeWithoutAsking() async {
        await #expect(throws: FetchPersonCreditsError.invalidID(0)) { try await useCase.execute(personID: 0, kind: nil, department: nil) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingPersonAndTheSourcesFailure() async {
        repository.answers.fail(with: .notFound(9))
        await #expect(throws: FetchPersonCreditsError.notFound(9)) { try await useCase.execute(personID: 9, kind: nil, department: nil) }
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: FetchPersonCreditsError.source(.unavailable("down"))) {
            try await useCase.execute(personID: 9, kind: nil, department: nil)
        }
    }
}
