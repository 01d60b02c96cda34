import PeopleApplication
import Presentation

// How the People context's failures read, in the words `FailureWording` keeps for all contexts
// (its list fails as `PagedListError`, worded once for all).

extension FailureSubject {
    static let person = FailureSubject(noun: "person", findIDs: "Find person ids with `popcorn people popular`, or on a film's `--cast`.")
}

extension PersonLookupError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .invalidID(let id): FailureWording.invalidID(id, of: .person)
        case .notFound(let id): wording.notFound(id, of: .person)
        case .source(let failure): wording.source(failure)
        }
    }
}
