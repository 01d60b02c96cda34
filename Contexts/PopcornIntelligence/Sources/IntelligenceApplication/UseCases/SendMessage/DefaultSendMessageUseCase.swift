import IntelligenceDomain

struct DefaultSendMessageUseCase: SendMessageUseCase {
    let loop: ToolLoop
    let store: any ConversationStore

    func execute(
        _ message: String, to id: ConversationID, onText: @escaping @Sendable (String) -> Void
    ) async throws(SendMessageError) -> Reply {
        let message = message.trimmingWhiteSpace()
        guard !message.isEmpty else { throw .emptyMessage }
        let kept: Conversation?
        do {
            kept = try await store.conversation(withID: id)
        } catch {
            throw .store(error)
        }
        guard let kept else { throw .notFound(id) }
        return try await execute(message, in: kept, onText: onText)
    }

    func execute(
        _ message: String, in conversation: Conversation, onText: @escaping @Sendable (String) -> Void
    ) async throws(SendMessageError) -> Reply {
        let message = message.trimmingWhiteSpace()
        guard !message.isEmpty else { throw .emptyMessage }
        let reply: Reply
        do {
            reply = try await loop.exchange(message, in: conversation, onText: onText)
        } catch {
            throw .reply(error)
        }
        do {
            try await store.save(reply.conversation)
        } catch {
            throw .store(error)
        }
        return reply
    }
}
