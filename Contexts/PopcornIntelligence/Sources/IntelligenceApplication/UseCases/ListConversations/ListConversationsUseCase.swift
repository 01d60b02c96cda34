public import IntelligenceDomain

/// Every conversation kept, the most recently updated first.
public protocol ListConversationsUseCase: Sendable {
    func execute() async throws(ListConversationsError) -> [ConversationSummary]
}
