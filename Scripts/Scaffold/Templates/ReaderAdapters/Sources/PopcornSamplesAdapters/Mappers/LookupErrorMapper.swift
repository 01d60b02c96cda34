// scaffold: each read
import ReadItemsApplication
// scaffold: end
import SamplesDomain

/// Each context's look-up error in the Sample items context's terms. An id the owning context
/// refuses as invalid is one it cannot find.
struct LookupErrorMapper {
    // scaffold: each read
    func map(_ error: FetchReadEntityDetailsError) -> PreviewLookupError {
        switch error {
        case .invalidID, .notFound: .notFound
        case .source(let failure): .source(failure)
        }
    }

    // scaffold: end
}
