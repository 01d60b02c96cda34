import IntelligenceDomain

struct DefaultListConversationsUseCase: ListConversationsUseCase {
    let store: any ConversationStore

    func execute() async throws(ListConversationsError) -> [ConversationSummary] {
        try await store.summaries()
    }
}
