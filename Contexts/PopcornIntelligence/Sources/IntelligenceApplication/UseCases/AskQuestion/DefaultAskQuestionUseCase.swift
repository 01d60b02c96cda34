import IntelligenceDomain

struct DefaultAskQuestionUseCase: AskQuestionUseCase {
    let opener: ConversationOpener
    let loop: ToolLoop
    let store: any ConversationStore

    func execute(
        _ question: String, about title: TitleReference, keep: Bool, onText: @escaping @Sendable (String) -> Void
    ) async throws(AskQuestionError) -> Reply {
        let question = question.trimmingWhiteSpace()
        guard !question.isEmpty else { throw .emptyQuestion }
        let conversation: Conversation
        do {
            conversation = try await opener.open(about: title)
        } catch {
            throw .lookup(error)
        }
        let reply: Reply
        do {
            reply = try await loop.exchange(question, in: conversation, onText: onText)
        } catch {
            throw .reply(error)
        }
        guard keep else { return reply }
        do {
            try await store.save(reply.conversation)
        } catch {
            throw .store(error)
        }
        return reply
    }
}
