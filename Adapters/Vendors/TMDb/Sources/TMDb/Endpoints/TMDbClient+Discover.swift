import Foundation

extension TMDbClient {
    /// A page of films that pass `filters`, in their order (`/discover/movie`).
    public func discoverMovies(_ filters: TMDbDiscoveryFilters = TMDbDiscoveryFilters(), page: Int = 1) async throws(TMDbError)
        -> TMDbPage<TMDbMovieSummary>
    {
        try await get("/discover/movie", query: filters.queryItems(yearName: "primary_release_year") + [.page(page)])
    }

    /// A page of series that pass `filters`, in their order (`/discover/tv`).
    public func discoverTVSeries(_ filters: TMDbDiscoveryFilters = TMDbDiscoveryFilters(), page: Int = 1) async throws(TMDbError)
        -> TMDbPage<TMDbTVSeriesSummary>
    {
        try await get("/discover/tv", query: filters.queryItems(yearName: "first_air_date_year") + [.page(page)])
    }
}
