// scaffold: store
package import Foundation
// scaffold: end
package import SamplesDomain

/// Builds the Sample items use cases over the providers of other contexts' facts. Only
/// `SamplesComposition` uses it.
package struct SamplesApplicationFactory: Sendable {
    // scaffold: each read
    private let readItems: any ReadEntityProviding
    // scaffold: end
    // scaffold: store
    private let entries: any SampleEntryStore
    private let now: @Sendable () -> Date
    // scaffold: end

    package init(
        // scaffold: each read
        readItems: some ReadEntityProviding,
        // scaffold: end
        // scaffold: store
        entries: some SampleEntryStore,
        now: @escaping @Sendable () -> Date,
        // scaffold: end
    ) {
        // scaffold: each read
        self.readItems = readItems
        // scaffold: end
        // scaffold: store
        self.entries = entries
        self.now = now
        // scaffold: end
    }

    // scaffold: each read
    package func makeFetchReadEntityPreviewUseCase() -> any FetchReadEntityPreviewUseCase {
        DefaultFetchReadEntityPreviewUseCase(readItems: readItems)
    }

    // scaffold: end
    // scaffold: store
    package func makeSaveSampleEntryUseCase() -> any SaveSampleEntryUseCase {
        DefaultSaveSampleEntryUseCase(
            // scaffold: each read
            readItems: readItems,
            // scaffold: end
            entries: entries,
            now: now)
    }
    // scaffold: end
}
