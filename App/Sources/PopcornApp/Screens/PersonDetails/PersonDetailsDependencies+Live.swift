import CoreDomain
import PeopleApplication
import PeopleComposition
import PeopleDomain
import PersonDetailsFeature
import Presentation

extension PersonDetailsDependencies {
    /// The person screen fed by the People context: the person and their credits (for what they
    /// are known for), asked for at once.
    static func live(_ services: AppServices) -> PersonDetailsDependencies {
        let fetchPerson = services.people.makeFetchPersonDetailsUseCase()
        let fetchCredits = services.people.makeFetchPersonCreditsUseCase()
        let wording = services.failureWording
        let mapper = PersonDetailsMapper(today: services.today)
        return PersonDetailsDependencies { personID throws(ViewStateError) in
            async let person = wording.outcome { () async throws(FetchPersonDetailsError) in try await fetchPerson.execute(id: personID) }
            async let credits = wording.outcome { () async throws(FetchPersonCreditsError) in
                try await fetchCredits.execute(personID: personID, kind: nil, department: nil).credits
            }
            return mapper.map(try await person.get(), credits: try await credits.get())
        }
    }
}
