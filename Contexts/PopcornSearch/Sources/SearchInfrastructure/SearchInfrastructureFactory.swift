package import DataPersistence
package import SearchDomain

/// Builds the Search history over Platform's durable store. Only `SearchComposition` uses it.
package struct SearchInfrastructureFactory: Sendable {
    private let store: any DurableStore

    package init(store: some DurableStore) {
        self.store = store
    }

    package func makeViewHistory() -> some ViewHistory {
        DurableViewHistory(store: store)
    }
}
