import IntelligenceDomain

struct DefaultOpenConversationUseCase: OpenConversationUseCase {
    let store: any ConversationStore

    func execute(_ choice: ConversationChoice, about title: TitleReference) async throws(OpenConversationError) -> Conversation {
        let found: Conversation?
        do {
            switch choice {
            case .latest: found = try await store.latestConversation(about: title)
            case .withID(let id): found = try await store.conversation(withID: id)
            }
        } catch {
            throw .store(error)
        }
        switch (choice, found) {
        case (.latest, nil): throw .noneAbout(title)
        case (.withID(let id), nil): throw .notFound(id)
        case (.withID(let id), let conversation?) where conversation.title != title:
            throw .aboutAnotherTitle(id, title: conversation.title, titleName: conversation.titleName)
        case (_, let conversation?): return conversation
        }
    }
}
