package import DataPersistence
package import IntelligenceDomain

/// Builds the Intelligence store of entries over Platform's durable store. Only
/// `IntelligenceComposition` uses it.
package struct IntelligenceInfrastructureFactory: Sendable {
    private let store: any DurableStore

    package init(store: some DurableStore) {
        self.store = store
    }

    package func makeIntelligenceEntryStore() -> some IntelligenceEntryStore {
        DurableIntelligenceEntryStore(store: store)
    }
}
