public import IntelligenceDomain

/// Opens a kept conversation about a title to carry it on: the one named, which must be about that
/// title, or the latest about it. Nothing is changed; the next message is sent with
/// `SendMessageUseCase` to the conversation's id.
public protocol OpenConversationUseCase: Sendable {
    func execute(_ choice: ConversationChoice, about title: TitleReference) async throws(OpenConversationError) -> Conversation
}
