public import IntelligenceDomain

/// Forgets a kept conversation.
public protocol DeleteConversationUseCase: Sendable {
    func execute(id: ConversationID) async throws(DeleteConversationError)
}
