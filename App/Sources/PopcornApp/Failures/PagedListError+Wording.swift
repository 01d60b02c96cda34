import CoreDomain
import Presentation

/// Every context's lists fail in these terms, so they are worded once.
extension PagedListError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .page(let error): wording.page(error)
        case .source(let failure): wording.source(failure)
        }
    }
}
