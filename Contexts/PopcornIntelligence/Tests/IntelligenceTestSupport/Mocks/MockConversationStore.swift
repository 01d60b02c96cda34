public import IntelligenceDomain
import Synchronization
public import TestDoubles

/// A hand-written `ConversationStore` that records each call, keeps what it is given in memory
/// (the most recently saved first), and fails every call once the test sets a failure.
public final class MockConversationStore: ConversationStore {
    public let answers = IntelligenceStubbedAnswers<ConversationStoreError>(
        IntelligenceStubs.Answers(), unstubbed: .unreadable("not stubbed"))
    private let storage = Mutex<[Conversation]>([])

    public init(keeping conversations: [Conversation] = []) {
        storage.withLock { $0 = conversations }
    }

    /// What the store keeps now, the most recently saved first.
    public var kept: [Conversation] { storage.withLock { $0 } }

    public func save(_ conversation: Conversation) async throws(ConversationStoreError) {
        _ = try answers.respond(to: .save(conversation.id), with: \.storeAnswers)
        storage.withLock { $0 = [conversation] + $0.filter { $0.id != conversation.id } }
    }

    public func conversation(withID id: ConversationID) async throws(ConversationStoreError) -> Conversation? {
        _ = try answers.respond(to: .conversation(id), with: \.storeAnswers)
        return kept.first { $0.id == id }
    }

    public func summaries() async throws(ConversationStoreError) -> [ConversationSummary] {
        _ = try answers.respond(to: .summaries, with: \.storeAnswers)
        return kept.map(\.summary)
    }

    public func latestConversation(about title: TitleReference) async throws(ConversationStoreError) -> Conversation? {
        _ = try answers.respond(to: .latestConversation(title), with: \.storeAnswers)
        return kept.first { $0.title == title }
    }

    public func delete(withID id: ConversationID) async throws(ConversationStoreError) -> Bool {
        _ = try answers.respond(to: .delete(id), with: \.storeAnswers)
        return storage.withLock { conversations in
            let found = conversations.contains { $0.id == id }
            conversations.removeAll { $0.id == id }
            return found
        }
    }
}
