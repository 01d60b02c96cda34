import Caching
import CoreDomain
import SamplesDomain

/// Answers from the cache when it can and from the remote source when it must (see
/// `SampleEntityCachePolicy` for what is kept and for how long).
struct DefaultSampleEntityRepository: SampleEntityRepository {
    let remote: any SampleEntityRemoteDataSource
    let cache: ReadThroughCache

    func sampleEntity(withID id: SampleEntity.ID) async throws(SampleEntityRepositoryError) -> SampleEntity {
        try await cache.value(for: SampleEntityCachePolicy.details(id), mappingErrors: Self.repositoryError) {
            () async throws(SampleEntityRemoteDataSourceError) in
            try await remote.sampleEntity(withID: id)
        }
    }

    static func repositoryError(for error: SampleEntityRemoteDataSourceError) -> SampleEntityRepositoryError {
        switch error {
        case .notFound(let id): .notFound(id)
        case .unauthorized(let reason): .source(.unauthorized(reason))
        case .unreachable(let reason), .invalidResponse(let reason): .source(.unavailable(reason))
        }
    }
}
