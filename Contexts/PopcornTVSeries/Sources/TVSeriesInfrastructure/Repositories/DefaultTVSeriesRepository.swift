import Caching
import Observability
import TVSeriesDomain

/// Answers from the cache when it can and from the remote source when it must, keeping what the
/// source returns for next time. Failures are never cached.
struct DefaultTVSeriesRepository: TVSeriesRepository {
    static let timeToLive = Duration.seconds(3600)

    let remote: any TVSeriesRemoteDataSource
    let cache: any Cache
    let observer: any Observer

    func tVSeries(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeries {
        let key = CacheKey<TVSeries>("tvseries.tVSeries.\(id)")
        if let hit = await cache.value(for: key) {
            observer.event("tvseries.cache.hit", attributes: ["key": key.name])
            return hit
        }
        observer.event("tvseries.cache.miss", attributes: ["key": key.name])
        let value: TVSeries
        do {
            value = try await observer.withSpan("tvseries.remote.fetch", attributes: ["key": key.name]) {
                () async throws(TVSeriesRemoteDataSourceError) in try await remote.tVSeries(withID: id)
            }
        } catch {
            throw Self.repositoryError(for: error)
        }
        await cache.store(value, for: key, timeToLive: Self.timeToLive)
        return value
    }

    private static func repositoryError(for error: TVSeriesRemoteDataSourceError) -> TVSeriesRepositoryError {
        switch error {
        case .notFound(let id): .notFound(id)
        case .unauthorized(let reason): .unauthorized(reason)
        case .unreachable(let reason), .invalidResponse(let reason): .unavailable(reason)
        }
    }
}
