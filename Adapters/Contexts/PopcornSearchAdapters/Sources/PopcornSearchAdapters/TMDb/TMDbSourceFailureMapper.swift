import CoreDomain
import TMDb

/// TMDb's failures as Search's: a refused credential, naming the kind that was sent, or a source
/// that could not answer.
struct TMDbSourceFailureMapper {
    func map(_ error: TMDbError) -> SourceFailure {
        switch error {
        case .unauthorized(let kind): .unauthorized("it rejected the \(kind)")
        default: .unavailable(error.description)
        }
    }
}
