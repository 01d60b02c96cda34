import IntelligenceDomain

struct DefaultDeleteConversationUseCase: DeleteConversationUseCase {
    let store: any ConversationStore

    func execute(id: ConversationID) async throws(DeleteConversationError) {
        let deleted: Bool
        do {
            deleted = try await store.delete(withID: id)
        } catch {
            throw .store(error)
        }
        guard deleted else { throw .notFound(id) }
    }
}
