public import IntelligenceDomain

/// Why a kept conversation could not be carried on.
public enum OpenConversationError: Error, Sendable, Equatable {
    /// No conversation is kept under that id.
    case notFound(ConversationID)
    /// The conversation under that id is about another title, named here.
    case aboutAnotherTitle(ConversationID, title: TitleReference, titleName: String)
    /// No conversation about the title is kept.
    case noneAbout(TitleReference)
    case store(ConversationStoreError)
}
