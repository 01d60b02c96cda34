import PeopleDomain

/// The limits every use case holds a request to before it asks the repository anything. Pages
/// follow CoreDomain's `Paging`, like every context's.
enum PersonRequestRules {
    static func isValid(id: Person.ID) -> Bool {
        id > 0
    }
}
