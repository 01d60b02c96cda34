import IntelligenceDomain
import PeopleApplication
import PeopleDomain

/// Intelligence's `PersonProviding`, answered by the People context's use cases: a person and every
/// credit they have, of either kind and in every department.
struct PersonProviderAdapter: PersonProviding {
    let fetchPersonDetails: any FetchPersonDetailsUseCase
    let fetchPersonCredits: any FetchPersonCreditsUseCase

    func person(withID id: Int) async throws(CatalogueLookupError) -> PersonDetails {
        do {
            return PersonDetailsMapper().map(try await fetchPersonDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }

    func credits(ofPersonWithID id: Int) async throws(CatalogueLookupError) -> [IntelligenceDomain.PersonCredit] {
        do {
            let selection = try await fetchPersonCredits.execute(personID: id, kind: nil, department: nil)
            return PersonCreditMapper().map(selection.credits)
        } catch {
            switch error {
            case .lookup(let lookup): throw LookupErrorMapper().map(lookup)
            // Asked for no department, so none can be unknown; were it so, the person has no such credits.
            case .unknownDepartment: return []
            }
        }
    }
}
