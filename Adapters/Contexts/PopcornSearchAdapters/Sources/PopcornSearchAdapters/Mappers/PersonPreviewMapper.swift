import PeopleDomain
import SearchDomain

/// A People context's person as Search's person preview.
struct PersonPreviewMapper {
    func map(_ person: Person) -> SearchDomain.PersonPreview {
        SearchDomain.PersonPreview(id: person.id, name: person.name)
    }
}
