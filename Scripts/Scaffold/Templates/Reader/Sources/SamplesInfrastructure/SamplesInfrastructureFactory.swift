package import DataPersistence
package import SamplesDomain

/// Builds the Sample items store of entries over Platform's durable store. Only
/// `SamplesComposition` uses it.
package struct SamplesInfrastructureFactory: Sendable {
    private let store: any DurableStore

    package init(store: some DurableStore) {
        self.store = store
    }

    package func makeSampleEntryStore() -> some SampleEntryStore {
        DurableSampleEntryStore(store: store)
    }
}
