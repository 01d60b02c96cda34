import IntelligenceDomain

struct DefaultStartConversationUseCase: StartConversationUseCase {
    let opener: ConversationOpener
    let store: any ConversationStore

    func execute(about title: TitleReference, keep: Bool) async throws(StartConversationError) -> Conversation {
        let conversation: Conversation
        do {
            conversation = try await opener.open(about: title)
        } catch {
            throw .lookup(error)
        }
        guard keep else { return conversation }
        do {
            try await store.save(conversation)
        } catch {
            throw .store(error)
        }
        return conversation
    }
}
