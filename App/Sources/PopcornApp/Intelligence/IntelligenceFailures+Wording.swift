import IntelligenceApplication
import IntelligenceDomain
import Presentation

// How the Intelligence context's failures read, in the words `FailureWording` keeps for all contexts.

extension AskQuestionError {
    /// A question's failure, worded for the title it was about (the error does not carry it).
    func worded(about title: TitleReference, by wording: FailureWording) -> ViewStateError {
        switch self {
        case .emptyQuestion:
            ViewStateError(
                kind: .invalidRequest, message: "The question is empty.",
                suggestion: "Ask something about the title: `popcorn ask movie 550 \"who directed it?\"`.")
        case .lookup(.notFound): wording.notFound(title.id, of: title.kind == .movie ? .movie : .series)
        case .lookup(.source(let failure)): wording.source(failure)
        case .reply(let failure): failure.worded
        case .store(let error): error.worded(by: wording)
        }
    }
}

extension ReplyFailure {
    var worded: ViewStateError {
        switch self {
        case .model(.unauthorized(let reason)): ViewStateError(kind: .unauthorized, message: "The model could not be asked: \(reason)")
        case .model(.unavailable(let reason)): ViewStateError(kind: .unavailable, message: "The model could not be reached: \(reason)")
        case .model(.malformedReply(let reason)):
            ViewStateError(kind: .unexpected, message: "The model's reply could not be read: \(reason)")
        case .tooManyRounds(let rounds):
            ViewStateError(kind: .unexpected, message: "The model still asked for the catalogue after \(rounds) rounds, without answering.")
        }
    }
}

extension ConversationStoreError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .unreadable(let reason): ViewStateError(kind: .unexpected, message: "The conversations could not be read: \(reason)")
        case .unwritable(let reason): ViewStateError(kind: .unexpected, message: "The conversation could not be kept: \(reason)")
        case .unavailable(let reason):
            ViewStateError(
                kind: .unavailable, message: "The conversations could not be opened: \(reason)", suggestion: Self.whereConversationsLive)
        }
    }

    /// Where conversations are kept, and how to choose another place.
    static let whereConversationsLive =
        "Conversations are kept in conversations.sqlite in Popcorn's data folder ($XDG_DATA_HOME/popcorn; `popcorn config` "
        + "shows it), which your user must be able to read and write; or set XDG_DATA_HOME to a folder of your own."
}

extension DeleteConversationError: WordedFailure {
    func worded(by wording: FailureWording) -> ViewStateError {
        switch self {
        case .notFound(let id):
            wording.notFound(
                "No conversation is kept under the id \(id).", suggestion: "`popcorn conversations` lists those kept, with their ids.")
        case .store(let error): error.worded(by: wording)
        }
    }
}

extension ViewStateError {
    /// A key the model's server refused, with a hint naming the setting it came from (never the
    /// key itself); any other failure as it is.
    func pointingAtTheModelKey(of settings: ModelSettings) -> ViewStateError {
        guard kind == .unauthorized else { return self }
        return ViewStateError(kind: .unauthorized, message: message, suggestion: settings.keyToCheck)
    }
}
