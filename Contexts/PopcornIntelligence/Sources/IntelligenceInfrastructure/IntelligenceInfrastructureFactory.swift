package import DataPersistence
package import IntelligenceDomain

/// Builds what fills the Intelligence ports inside the context: the conversation store over
/// Platform's durable store, and the embedded answerer. Only `IntelligenceComposition` uses it.
package struct IntelligenceInfrastructureFactory: Sendable {
    private let store: any DurableStore

    package init(store: some DurableStore) {
        self.store = store
    }

    package func makeConversationStore() -> some ConversationStore {
        DurableConversationStore(store: store)
    }

    package func makeEmbeddedAnswerer() -> some ChatModel {
        EmbeddedAnswerer()
    }
}
