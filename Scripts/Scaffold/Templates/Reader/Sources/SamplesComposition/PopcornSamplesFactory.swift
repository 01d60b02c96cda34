// scaffold: store
public import DataPersistence
public import Foundation
// scaffold: end
public import SamplesApplication
public import SamplesDomain
// scaffold: store
import SamplesInfrastructure
// scaffold: end

/// The Sample items context's one public door: give it the providers through which it learns
/// what other contexts own (and, where it keeps entries of its own, the durable store they are
/// kept in), and it vends the use cases, wired and ready. Built once, by the app's composition
/// root.
public struct PopcornSamplesFactory: Sendable {
    private let application: SamplesApplicationFactory

    public init(
        // scaffold: each read
        readItems: some ReadEntityProviding,
        // scaffold: end
        // scaffold: store
        store: some DurableStore,
        now: @escaping @Sendable () -> Date = Date.init,
        // scaffold: end
    ) {
        // scaffold: store
        let infrastructure = SamplesInfrastructureFactory(store: store)
        // scaffold: end
        application = SamplesApplicationFactory(
            // scaffold: each read
            readItems: readItems,
            // scaffold: end
            // scaffold: store
            entries: infrastructure.makeSampleEntryStore(),
            now: now,
            // scaffold: end
        )
    }

    // scaffold: each read
    public func makeFetchReadEntityPreviewUseCase() -> any FetchReadEntityPreviewUseCase {
        application.makeFetchReadEntityPreviewUseCase()
    }

    // scaffold: end
    // scaffold: store
    public func makeSaveSampleEntryUseCase() -> any SaveSampleEntryUseCase {
        application.makeSaveSampleEntryUseCase()
    }
    // scaffold: end
}
