import Foundation

extension TMDbClient {
    /// A page of films that pass `filters`, in their order (`/discover/movie`).
    public func discoverMovies(_ filters: TMDbDiscoveryFilters = TMDbDiscoveryFilters(), page: Int = 1) async throws(TMDbError)
        -> TMDbPage<TMDbMovieSummary>
    {
        let filterItems = filters.queryItems(yearName: "primary_release_year", dateName: "primary_release_date")
        return try await get("/discover/movie", query: filterItems + [.page(page)])
    }

    /// A page of series that pass `filters`, in their order (`/discover/tv`).
    public func discoverTVSeries(_ filters: TMDbDiscoveryFilters = TMDbDiscoveryFilters(), page: Int = 1) async throws(TMDbError)
        -> TMDbPage<TMDbTVSeriesSummary>
    {
        let filterItems = filters.queryItems(yearName: "first_air_date_year", dateName: "first_air_date")
        return try await get("/discover/tv", query: filterItems + [.page(page)])
    }
}
