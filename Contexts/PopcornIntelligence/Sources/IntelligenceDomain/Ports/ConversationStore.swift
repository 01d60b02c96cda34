/// Where conversations are kept: the user's own data, which nothing can rebuild. A save lands
/// whole or fails, and what was kept before stays readable.
public protocol ConversationStore: Sendable {
    /// Keeps `conversation`, replacing what was kept under its id.
    func save(_ conversation: Conversation) async throws(ConversationStoreError)
    /// The conversation kept under `id`, or nil when there is none.
    func conversation(withID id: ConversationID) async throws(ConversationStoreError) -> Conversation?
    /// Every conversation kept, the most recently updated first.
    func summaries() async throws(ConversationStoreError) -> [ConversationSummary]
    /// The most recently updated conversation about `title`, or nil when there is none.
    func latestConversation(about title: TitleReference) async throws(ConversationStoreError) -> Conversation?
    /// Forgets the conversation kept under `id`; false when there was none.
    func delete(withID id: ConversationID) async throws(ConversationStoreError) -> Bool
}
