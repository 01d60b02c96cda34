import Foundation

extension TMDbClient {
    /// Films, series and people whose names match `query`, mixed (`/search/multi`). Items of a kind
    /// this client does not read come as ``TMDbMediaItem/other(_:)``: skip them.
    public func searchMulti(query: String, page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbMediaItem> {
        try await get("/search/multi", query: [.query(query), .page(page)])
    }

    /// Films whose titles match `query` (`/search/movie`).
    public func searchMovies(query: String, page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbMovieSummary> {
        try await get("/search/movie", query: [.query(query), .page(page)])
    }

    /// Series whose names match `query` (`/search/tv`).
    public func searchTVSeries(query: String, page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbTVSeriesSummary> {
        try await get("/search/tv", query: [.query(query), .page(page)])
    }

    /// People whose names match `query` (`/search/person`).
    public func searchPeople(query: String, page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbPersonSummary> {
        try await get("/search/person", query: [.query(query), .page(page)])
    }

    /// Keywords whose names hold `query` (`/search/keyword`).
    public func searchKeywords(query: String, page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbKeyword> {
        try await get("/search/keyword", query: [.query(query), .page(page)])
    }
}
