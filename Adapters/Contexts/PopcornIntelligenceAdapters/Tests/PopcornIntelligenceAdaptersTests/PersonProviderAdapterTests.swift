import CoreDomain
import IntelligenceDomain
import PeopleApplication
import PeopleDomain
import PopcornIntelligenceAdapters
import TestDoubles
import Testing

/// The seam with the People context: a person and all their credits, parts and jobs, in
/// Intelligence's terms.
@Suite struct PersonProviderAdapterTests {
    let fetchPersonDetails = MockFetchPersonDetailsUseCase()
    let fetchPersonCredits = MockFetchPersonCreditsUseCase()
    var provider: some PersonProviding {
        PopcornIntelligenceAdaptersFactory().makePersonProvider(
            fetchPersonDetails: fetchPersonDetails, fetchPersonCredits: fetchPersonCredits)
    }

    @Test func aPersonBecomesIntelligencesPerson() async throws {
        let born = CalendarDate(year: 1963, month: 12, day: 18)
        fetchPersonDetails.answers.stub {
            $0 = Person(id: 287, name: "Brad Pitt", gender: nil, birthday: born, deathday: nil, countryOfBirth: "US", popularity: 20)
        }
        #expect(try await provider.person(withID: 287) == PersonDetails(id: 287, name: "Brad Pitt", birthday: born))
        #expect(fetchPersonDetails.answers.calls == [287])
    }

    @Test func everyCreditOfEitherKindPartsThenJobs() async throws {
        let fightClub = CreditedTitle(
            kind: .movie, id: 550, name: "Fight Club", date: CalendarDate(year: 1999, month: 10, day: 15), rating: nil, figuresAsOf: nil)
        let series = CreditedTitle(kind: .tv, id: 1, name: "A Series", date: nil, rating: nil, figuresAsOf: nil)
        fetchPersonCredits.answers.stub {
            $0 = PersonCreditsSelection(
                credits: PersonCredits(
                    personID: 287,
                    cast: [PeopleDomain.PersonCredit(title: fightClub, role: .cast(character: "Tyler Durden"))],
                    crew: [PeopleDomain.PersonCredit(title: series, role: .crew(job: "Producer", department: "Production"))]),
                department: nil, departments: ["Acting", "Production"])
        }
        let credits = try await provider.credits(ofPersonWithID: 287)
        #expect(
            credits == [
                IntelligenceDomain.PersonCredit(kind: .movie, id: 550, name: "Fight Club", year: 1999, character: "Tyler Durden"),
                IntelligenceDomain.PersonCredit(kind: .tv, id: 1, name: "A Series", job: "Producer"),
            ])
        #expect(fetchPersonCredits.answers.calls == [287])
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchPersonDetails.answers.fail(with: .notFound(9))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.person(withID: 9) }
        fetchPersonDetails.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: CatalogueLookupError.source(.unavailable("offline"))) { try await provider.person(withID: 9) }
        fetchPersonCredits.answers.fail(with: .lookup(.invalidID(-1)))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.credits(ofPersonWithID: -1) }
        fetchPersonCredits.answers.fail(with: .lookup(.source(.unavailable("offline"))))
        await #expect(throws: CatalogueLookupError.source(.unavailable("offline"))) { try await provider.credits(ofPersonWithID: 9) }
    }
}
