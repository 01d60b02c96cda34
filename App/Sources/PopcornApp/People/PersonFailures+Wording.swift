import DesignSystem
import PeopleApplication
import PeopleDomain
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

extension FetchPersonCreditsError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .lookup(let error): error.worded(by: wording)
        case .unknownDepartment(let name, let personID):
            FailureWording.outOfRange(
                "\"\(VisibleText.escapingControls(name))\" is no department: the departments are \(Self.list(Departments.all)).",
                suggestion: "`\(CommandWords.line(PersonCreditsPlace(id: personID).words))` lists every credit of theirs "
                    + "with its department.")
        }
    }

    /// The person the source has no such id for, as a look-up of their details says.
    var missingItem: MissingItem? {
        if case .lookup(let error) = self { error.missingItem } else { nil }
    }

    /// "Acting, Art and Writing".
    private static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
