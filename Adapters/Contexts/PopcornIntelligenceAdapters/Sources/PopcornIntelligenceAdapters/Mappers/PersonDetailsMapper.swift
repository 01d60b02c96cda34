import IntelligenceDomain
import PeopleDomain

/// A People context's person as Intelligence's. The People context does not say what a person is
/// known for apart from their credits, so that stays unknown here.
struct PersonDetailsMapper {
    func map(_ person: Person) -> PersonDetails {
        PersonDetails(id: person.id, name: person.name, birthday: person.birthday)
    }
}
