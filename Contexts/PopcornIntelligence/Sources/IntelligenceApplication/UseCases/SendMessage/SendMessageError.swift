public import IntelligenceDomain

/// Why a message went unanswered.
public enum SendMessageError: Error, Sendable, Equatable {
    /// The message holds nothing but white space.
    case emptyMessage
    /// No conversation is kept under that id.
    case notFound(ConversationID)
    case reply(ReplyFailure)
    case store(ConversationStoreError)
}
