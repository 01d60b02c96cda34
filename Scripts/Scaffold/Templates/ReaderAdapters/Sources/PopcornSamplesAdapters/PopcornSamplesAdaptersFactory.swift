// scaffold: each read
public import ReadItemsApplication
// scaffold: end
public import SamplesDomain

/// Hands out the adapters that fill the Sample items context's providers. The types behind them
/// stay internal: the context sees its own ports, and the contexts it reads see only their own
/// use cases being called.
public struct PopcornSamplesAdaptersFactory: Sendable {
    public init() {}
    // scaffold: each read

    /// What a read entity is, asked of the Read items context's details use case.
    public func makeReadEntityProvider(fetchReadEntityDetails: any FetchReadEntityDetailsUseCase) -> some ReadEntityProviding {
        ReadEntityProviderAdapter(fetchReadEntityDetails: fetchReadEntityDetails)
    }
    // scaffold: end
}
