public import Caching
public import Observability
import SamplesApplication
import SamplesDomain
public import SamplesInfrastructure

/// The Sample items context's one public door: give it a remote source and the Platform services,
/// and it vends the use cases, wired and ready. Built once, by the app's composition root.
public struct PopcornSamplesFactory: Sendable {
    private let application: SamplesApplicationFactory

    public init(remoteDataSource: some SampleEntityRemoteDataSource, cache: some Cache, observer: some Observer) {
        let infrastructure = SamplesInfrastructureFactory(remoteDataSource: remoteDataSource, cache: cache, observer: observer)
        application = SamplesApplicationFactory(repository: infrastructure.makeSampleEntityRepository())
    }
}
