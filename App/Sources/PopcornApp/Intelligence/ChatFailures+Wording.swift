import IntelligenceApplication
import IntelligenceDomain
import Presentation

// How the failures of a chat read: beginning one, carrying one on, and each message.

extension StartConversationError {
    func worded(about title: TitleReference, by wording: FailureWording) -> ViewStateError {
        switch self {
        case .lookup(.notFound): wording.notFound(title.id, of: title.kind == .movie ? .movie : .series)
        case .lookup(.source(let failure)): wording.source(failure)
        case .store(let error): error.worded(by: wording)
        }
    }
}

extension OpenConversationError {
    func worded(about title: TitleReference, by wording: FailureWording) -> ViewStateError {
        let listed = "`popcorn conversations` lists those kept, with their ids and titles."
        switch self {
        case .notFound(let id): return wording.notFound("No conversation is kept under the id \(id).", suggestion: listed)
        case .aboutAnotherTitle(let id, let other, let name):
            return ViewStateError(
                kind: .notFound,
                message:
                    "The conversation \(id) is about \(name) (\(other.kind.rawValue) \(other.id)), not \(title.kind.rawValue) \(title.id).",
                suggestion: "Carry it on with `popcorn chat \(other.kind.rawValue) \(other.id) --conversation \(id)`.")
        case .noneAbout:
            return wording.notFound(
                "No conversation about \(title.kind.rawValue) \(title.id) is kept.",
                suggestion: "Begin one with `popcorn chat \(title.kind.rawValue) \(title.id)`.")
        case .store(let error): return error.worded(by: wording)
        }
    }
}

extension SendMessageError {
    /// Nil for an empty message, which the chat never sends.
    func worded(by wording: FailureWording) -> ViewStateError? {
        switch self {
        case .emptyMessage: nil
        case .notFound(let id): ViewStateError(kind: .notFound, message: "No conversation is kept under the id \(id).")
        case .reply(let failure): failure.worded
        case .store(let error): error.worded(by: wording)
        }
    }
}
