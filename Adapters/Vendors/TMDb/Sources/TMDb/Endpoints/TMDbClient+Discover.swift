import Foundation

extension TMDbClient {
    /// A page of films that pass `filters`, in their order (`/discover/movie`).
    public func discoverMovies(_ filters: TMDbMovieDiscoveryFilters = TMDbMovieDiscoveryFilters(), page: Int = 1) async throws(TMDbError)
        -> TMDbPage<TMDbMovieSummary>
    {
        try await get("/discover/movie", query: filters.queryItems + [.page(page)])
    }

    /// A page of series that pass `filters`, in their order (`/discover/tv`).
    public func discoverTVSeries(_ filters: TMDbTVDiscoveryFilters = TMDbTVDiscoveryFilters(), page: Int = 1) async throws(TMDbError)
        -> TMDbPage<TMDbTVSeriesSummary>
    {
        try await get("/discover/tv", query: filters.queryItems + [.page(page)])
    }
}
