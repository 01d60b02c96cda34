import SamplesDomain

/// The limits every use case holds a request to before it asks the repository anything. Pages
/// follow CoreDomain's `Paging`, like every context's.
enum SampleEntityRequestRules {
    static func isValid(id: SampleEntity.ID) -> Bool {
        id > 0
    }
}
