import PeopleApplication
import Presentation

// Which person a People failure says the source does not have: their details and their
// credits both fail with `PersonLookupError`.

extension PersonLookupError {
    var missingItem: MissingItem? {
        if case .notFound(let id) = self { MissingItem(kind: .person, id: id) } else { nil }
    }
}
