import Foundation

extension TMDbClient {
    /// One series with everyone in any of its episodes, its latest season's credits and the first
    /// page of similar series (`/tv/{id}` with `append_to_response=aggregate_credits,credits,similar`).
    public func tvSeries(id: Int) async throws(TMDbError) -> TMDbTVSeriesDetails {
        try await get("/tv/\(id)", query: [URLQueryItem(name: "append_to_response", value: "aggregate_credits,credits,similar")])
    }

    /// One season with its episodes and its credits (`/tv/{id}/season/{n}` with
    /// `append_to_response=credits`).
    public func tvSeason(seriesID: Int, seasonNumber: Int) async throws(TMDbError) -> TMDbTVSeason {
        try await get("/tv/\(seriesID)/season/\(seasonNumber)", query: [URLQueryItem(name: "append_to_response", value: "credits")])
    }

    /// One episode with its credits (`/tv/{id}/season/{n}/episode/{m}` with
    /// `append_to_response=credits`).
    public func tvEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int) async throws(TMDbError) -> TMDbTVEpisode {
        try await get(
            "/tv/\(seriesID)/season/\(seasonNumber)/episode/\(episodeNumber)",
            query: [URLQueryItem(name: "append_to_response", value: "credits")])
    }

    /// Everyone in, or working on, any episode of a series (`/tv/{id}/aggregate_credits`).
    public func tvAggregateCredits(seriesID: Int) async throws(TMDbError) -> TMDbAggregateCredits {
        try await get("/tv/\(seriesID)/aggregate_credits")
    }

    /// A page of series like the one given (`/tv/{id}/similar`); the first page also comes with
    /// ``tvSeries(id:)``.
    public func similarTVSeries(to id: Int, page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbTVSeriesSummary> {
        try await get("/tv/\(id)/similar", query: [.page(page)])
    }

    /// A page of the series most looked at on TMDb now (`/tv/popular`).
    public func popularTVSeries(page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbTVSeriesSummary> {
        try await get("/tv/popular", query: [.page(page)])
    }

    /// A page of the series with the best mean vote (`/tv/top_rated`).
    public func topRatedTVSeries(page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbTVSeriesSummary> {
        try await get("/tv/top_rated", query: [.page(page)])
    }
}
