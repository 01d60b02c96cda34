import LibraryDomain
import PeopleDomain

/// The People context's person as the Library context's preview of it.
struct PersonPreviewMapper {
    func map(_ person: Person) -> LibraryDomain.PersonPreview {
        LibraryDomain.PersonPreview(id: person.id, name: person.name)
    }
}
