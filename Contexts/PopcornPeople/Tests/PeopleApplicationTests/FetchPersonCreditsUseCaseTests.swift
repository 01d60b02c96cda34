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
        let credits = try await useCase.execute(personID: 287, kind: nil, department: nil).credits
        #expect(credits.cast.map(\.title.name) == ["Troy", "Fight Club", "Seinfeld"])
        #expect(repository.answers.calls == [.credits(287)])
    }

    @Test func keepsOnlyTheKindAndDepartmentAskedFor() async throws {
        repository.answers.answer(PersonFixtures.credits())
        let series = try await useCase.execute(personID: 287, kind: .tv, department: nil).credits
        #expect(series.cast.map(\.title.id) == [1400] && series.crew.isEmpty)
        let producing = try await useCase.execute(personID: 287, kind: nil, department: "Production").credits
        #expect(producing.cast.isEmpty && producing.crew.map(\.title.id) == [9000])
    }

    @Test func findsADepartmentWhateverItsCaseAndNamesItAsTheListDoes() async throws {
        repository.answers.answer(PersonFixtures.credits())
        let producing = try await useCase.execute(personID: 287, kind: nil, department: "production")
        #expect(producing.department == "Production")
        #expect(producing.credits.crew.map(\.title.id) == [9000])
    }

    @Test func aDepartmentWithoutTheirCreditsIsEmptyAndNamesTheOnesTheyHave() async throws {
        repository.answers.answer(PersonFixtures.credits())
        let directing = try await useCase.execute(personID: 287, kind: nil, department: "Directing")
        #expect(directing.credits.cast.isEmpty && directing.credits.crew.isEmpty)
        #expect(directing.departments == [PersonCredits.acting, "Production"])
        // Of the kind asked for only: their series credits are all parts.
        let series = try await useCase.execute(personID: 287, kind: .tv, department: "Production")
        #expect(series.departments == [PersonCredits.acting])
    }

    @Test func refusesANameThatIsNoDepartmentWithoutAsking() async {
        await #expect(throws: FetchPersonCreditsError.unknownDepartment("nonsense", personID: 287)) {
            try await useCase.execute(personID: 287, kind: nil, department: "nonsense")
        }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func rejectsAnIDOutOfRangeWithoutAsking() async {
        await #expect(throws: FetchPersonCreditsError.lookup(.invalidID(0))) {
            try await useCase.execute(personID: 0, kind: nil, department: nil)
        }
        await #expect(throws: FetchPersonCreditsError.lookup(.invalidID(2_147_483_648))) {
            try await useCase.execute(personID: 2_147_483_648, kind: nil, department: nil)
        }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingPersonAndTheSourcesFailure() async {
        repository.answers.fail(with: .notFound(9))
        await #expect(throws: FetchPersonCreditsError.lookup(.notFound(9))) {
            try await useCase.execute(personID: 9, kind: nil, department: nil)
        }
        repository.answers.fail(with: .source(.unavailable("down")))
        await #expect(throws: FetchPersonCreditsError.lookup(.source(.unavailable("down")))) {
            try await useCase.execute(personID: 9, kind: nil, department: nil)
        }
    }
}
