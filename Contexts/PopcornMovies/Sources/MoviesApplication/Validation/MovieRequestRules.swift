import CoreDomain
import MoviesDomain

/// The limits every use case holds a request to before it asks the repository anything. Ids
/// follow CoreDomain's `Numbering` and pages its `Paging`, like every context's.
enum MovieRequestRules {
    static func isValid(id: Movie.ID) -> Bool {
        Numbering.ids.contains(id)
    }
}
