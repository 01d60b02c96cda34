public import IntelligenceDomain

/// Why a question went unanswered.
public enum AskQuestionError: Error, Sendable, Equatable {
    /// The question holds nothing but white space.
    case emptyQuestion
    case lookup(CatalogueLookupError)
    case reply(ReplyFailure)
    case store(ConversationStoreError)
}
