public import IntelligenceDomain

/// Why a conversation could not begin: the title could not be looked up, or not kept.
public enum StartConversationError: Error, Sendable, Equatable {
    case lookup(CatalogueLookupError)
    case store(ConversationStoreError)
}
