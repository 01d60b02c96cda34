import DataPersistence
import Foundation
import IntelligenceDomain

/// Conversations kept as a list in Platform's durable store, one record each, keyed by the
/// conversation's id: saving one again replaces its record in the same transaction, so a
/// conversation is never lost between the two.
struct DurableConversationStore: ConversationStore {
    static let list = "intelligence-conversations"
    /// More conversations than anyone keeps; the list is read whole.
    static let readLimit = 100_000

    let store: any DurableStore

    func save(_ conversation: Conversation) async throws(ConversationStoreError) {
        let payload: Data
        do {
            payload = try JSONEncoder().encode(conversation)
        } catch {
            throw .unwritable("could not encode the conversation \(conversation.id): \(error)")
        }
        let record = DurableRecord(key: conversation.id.rawValue, payload: payload)
        do {
            try await store.transaction { list throws(DataPersistenceError) in
                try list.removeRecords(withKey: record.key, from: Self.list)
                try list.append(record, to: Self.list)
            }
        } catch {
            throw Self.storeError(error, writing: true)
        }
    }

    func conversation(withID id: ConversationID) async throws(ConversationStoreError) -> Conversation? {
        try await all().first { $0.id == id }
    }

    func summaries() async throws(ConversationStoreError) -> [ConversationSummary] {
        try await all().map(\.summary)
    }

    func latestConversation(about title: TitleReference) async throws(ConversationStoreError) -> Conversation? {
        try await all().first { $0.title == title }
    }

    func delete(withID id: ConversationID) async throws(ConversationStoreError) -> Bool {
        do {
            return try await store.transaction { list throws(DataPersistenceError) in
                let before = try list.records(in: Self.list, offset: 0, limit: Self.readLimit)
                guard before.records.contains(where: { $0.key == id.rawValue }) else { return false }
                try list.removeRecords(withKey: id.rawValue, from: Self.list)
                return true
            }
        } catch {
            throw Self.storeError(error, writing: true)
        }
    }

    /// Every conversation, the most recently saved first (the list keeps the newest record last).
    private func all() async throws(ConversationStoreError) -> [Conversation] {
        let page: DurableRecordPage
        do {
            page = try await store.records(in: Self.list, offset: 0, limit: Self.readLimit)
        } catch {
            throw Self.storeError(error, writing: false)
        }
        var conversations: [Conversation] = []
        for record in page.records {
            do {
                conversations.append(try JSONDecoder().decode(Conversation.self, from: record.payload))
            } catch {
                throw .unreadable("the conversation \"\(record.key)\" is damaged: \(error)")
            }
        }
        return conversations
    }

    private static func storeError(_ error: DataPersistenceError, writing: Bool) -> ConversationStoreError {
        switch error {
        case .unavailable(let reason): .unavailable(reason)
        case .corrupt, .unreadable: .unreadable(error.description)
        case .invalidKey, .unwritable: writing ? .unwritable(error.description) : .unreadable(error.description)
        }
    }
}
