import Caching
import Observability
import TVSeriesDomain

/// Answers from the cache when it can and from the remote source when it must, keeping what the
/// source returns for next time. Failures are never cached.
struct DefaultTVSeriesRepository: TVSeriesRepository {
    static let detailsTimeToLive = Duration.seconds(24 * 3600)
    static let listTimeToLive = Duration.seconds(3600)

    let remote: any TVSeriesRemoteDataSource
    let cache: any Cache
    let observer: any Observer

    func series(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeries {
        try await cached("tv.series.\(id)", Self.detailsTimeToLive) { () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.series(withID: id)
        }
    }

    func season(_ seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeason {
        try await cached("tv.season.\(id).\(seasonNumber)", Self.detailsTimeToLive) { () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.season(seasonNumber, ofSeriesWithID: id)
        }
    }

    func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError)
        -> TVEpisode
    {
        try await cached("tv.episode.\(id).\(seasonNumber).\(episodeNumber)", Self.detailsTimeToLive) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.episode(episodeNumber, season: seasonNumber, ofSeriesWithID: id)
        }
    }

    func credits(ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeriesCredits {
        try await cached("tv.credits.\(id)", Self.detailsTimeToLive) { () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.credits(ofSeriesWithID: id)
        }
    }

    func popularSeries(page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try await cached("tv.popular.\(page)", Self.listTimeToLive) { () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.popularSeries(page: page)
        }
    }

    func topRatedSeries(page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try await cached("tv.top-rated.\(page)", Self.listTimeToLive) { () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.topRatedSeries(page: page)
        }
    }

    func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try await cached("tv.similar.\(id).\(page)", Self.listTimeToLive) { () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.similarSeries(toSeriesWithID: id, page: page)
        }
    }

    private func cached<Value: Codable & Sendable>(
        _ name: String,
        _ timeToLive: Duration,
        fetch: () async throws(TVSeriesRemoteDataSourceError) -> Value
    ) async throws(TVSeriesRepositoryError) -> Value {
        let key = CacheKey<Value>(name)
        if let hit = await cache.value(for: key) {
            observer.event("tv.cache.hit", attributes: ["key": name])
            return hit
        }
        observer.event("tv.cache.miss", attributes: ["key": name])
        let value: Value
        do {
            value = try await observer.withSpan("tv.remote.fetch", attributes: ["key": name], fetch)
        } catch {
            throw Self.repositoryError(for: error)
        }
        await cache.store(value, for: key, timeToLive: timeToLive)
        return value
    }

    private static func repositoryError(for error: TVSeriesRemoteDataSourceError) -> TVSeriesRepositoryError {
        switch error {
        case .notFound(let lookup): .notFound(lookup)
        case .unauthorized(let reason): .unauthorized(reason)
        case .unreachable(let reason), .invalidResponse(let reason): .unavailable(reason)
        }
    }
}
