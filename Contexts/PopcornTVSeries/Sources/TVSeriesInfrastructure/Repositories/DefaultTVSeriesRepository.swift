import Caching
import CoreDomain
import TVSeriesDomain

/// Answers from the cache when it can and from the remote source when it must (see
/// `TVSeriesCachePolicy` for what is kept and for how long).
struct DefaultTVSeriesRepository: TVSeriesRepository {
    let remote: any TVSeriesRemoteDataSource
    let cache: ReadThroughCache

    func series(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeries {
        try await cache.value(for: TVSeriesCachePolicy.details(id), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.series(withID: id)
        }
    }

    func seriesPreview(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeriesPreview {
        try await cache.value(for: TVSeriesCachePolicy.preview(id), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.seriesPreview(withID: id)
        }
    }

    func season(_ seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeason {
        try await cache.value(for: TVSeriesCachePolicy.season(seasonNumber, of: id), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.season(seasonNumber, ofSeriesWithID: id)
        }
    }

    func episode(_ episodeNumber: Int, season seasonNumber: Int, ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError)
        -> TVEpisode
    {
        try await cache.value(
            for: TVSeriesCachePolicy.episode(episodeNumber, season: seasonNumber, of: id), mappingErrors: Self.repositoryError
        ) { () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.episode(episodeNumber, season: seasonNumber, ofSeriesWithID: id)
        }
    }

    func credits(ofSeriesWithID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeriesCredits {
        try await cache.value(for: TVSeriesCachePolicy.credits(id), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.credits(ofSeriesWithID: id)
        }
    }

    func popularSeries(page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try await cache.value(for: TVSeriesCachePolicy.popular(page: page), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.popularSeries(page: page)
        }
    }

    func topRatedSeries(page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try await cache.value(for: TVSeriesCachePolicy.topRated(page: page), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.topRatedSeries(page: page)
        }
    }

    func similarSeries(toSeriesWithID id: TVSeries.ID, page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try await cache.value(for: TVSeriesCachePolicy.similar(to: id, page: page), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.similarSeries(toSeriesWithID: id, page: page)
        }
    }

    func seriesGenres() async throws(TVSeriesRepositoryError) -> [TVSeriesGenre] {
        try await cache.value(for: TVSeriesCachePolicy.genres, mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.seriesGenres()
        }
    }

    func discoverSeries(_ query: TVSeriesDiscoveryQuery, page: Int) async throws(TVSeriesRepositoryError) -> TVSeriesPage {
        try await cache.value(for: TVSeriesCachePolicy.discover(query, page: page), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.discoverSeries(query, page: page)
        }
    }

    func trendingSeries(window: TrendingWindow, page: Int) async throws(TVSeriesRepositoryError) -> TrendingTVSeriesPage {
        try await cache.value(for: TVSeriesCachePolicy.trending(window, page: page), mappingErrors: Self.repositoryError) {
            () async throws(TVSeriesRemoteDataSourceError) in
            try await remote.trendingSeries(window: window, page: page)
        }
    }

    static func repositoryError(for error: TVSeriesRemoteDataSourceError) -> TVSeriesRepositoryError {
        switch error {
        case .notFound(let lookup): .notFound(lookup)
        case .unauthorized(let reason): .source(.unauthorized(reason))
        case .unreachable(let reason), .invalidResponse(let reason): .source(.unavailable(reason))
        }
    }
}
