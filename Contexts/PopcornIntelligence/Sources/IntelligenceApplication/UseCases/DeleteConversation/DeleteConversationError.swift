public import IntelligenceDomain

/// Why a conversation could not be forgotten.
public enum DeleteConversationError: Error, Sendable, Equatable {
    /// No conversation is kept under that id.
    case notFound(ConversationID)
    case store(ConversationStoreError)
}
