import CoreDomain
import SamplesDomain

/// The limits every use case holds a request to before it asks the repository anything. Ids
/// follow CoreDomain's `Numbering` and pages its `Paging`, like every context's.
enum SampleEntityRequestRules {
    static func isValid(id: SampleEntity.ID) -> Bool {
        Numbering.ids.contains(id)
    }
}
