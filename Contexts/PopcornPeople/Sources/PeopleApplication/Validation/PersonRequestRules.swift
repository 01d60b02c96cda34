import CoreDomain
import PeopleDomain

/// The limits every use case holds a request to before it asks the repository anything. Ids
/// follow CoreDomain's `Numbering` and pages its `Paging`, like every context's.
enum PersonRequestRules {
    static func isValid(id: Person.ID) -> Bool {
        Numbering.ids.contains(id)
    }
}
