import PeopleApplication
import PeopleComposition
import PeopleDomain
import PersonCreditsFeature
import Presentation

extension PersonCreditsDependencies {
    /// The credits screen fed by the People context: the person (for their name) and their
    /// credits as filtered, asked for at once.
    static func live(_ services: AppServices) -> PersonCreditsDependencies {
        let fetchPerson = services.people.makeFetchPersonDetailsUseCase()
        let fetchCredits = services.people.makeFetchPersonCreditsUseCase()
        let wording = services.failureWording
        return PersonCreditsDependencies { personID, kind, department throws(ViewStateError) in
            let titleKind: TitleKind? =
                switch kind {
                case .movie: .movie
                case .tv: .tv
                case .person, nil: nil
                }
            async let person = wording.outcome { () async throws(FetchPersonDetailsError) in try await fetchPerson.execute(id: personID) }
            async let credits = wording.outcome { () async throws(FetchPersonCreditsError) in
                try await fetchCredits.execute(personID: personID, kind: titleKind, department: department)
            }
            return PersonCreditsMapper().map(try await credits.get(), name: try await person.get().name, kind: kind)
        }
    }
}
