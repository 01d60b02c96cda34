import Foundation

extension TMDbClient {
    /// One film with its credits, the first page of similar films and its keywords (`/movie/{id}`
    /// with `append_to_response=credits,similar,keywords`).
    public func movie(id: Int) async throws(TMDbError) -> TMDbMovieDetails {
        try await get("/movie/\(id)", query: [URLQueryItem(name: "append_to_response", value: "credits,similar,keywords")])
    }

    /// A film's cast and crew (`/movie/{id}/credits`).
    public func movieCredits(id: Int) async throws(TMDbError) -> TMDbCredits {
        try await get("/movie/\(id)/credits")
    }

    /// A page of films like the one given (`/movie/{id}/similar`).
    public func similarMovies(to id: Int, page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbMovieSummary> {
        try await get("/movie/\(id)/similar", query: [.page(page)])
    }

    /// A page of the films most looked at on TMDb now (`/movie/popular`).
    public func popularMovies(page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbMovieSummary> {
        try await get("/movie/popular", query: [.page(page)])
    }

    /// A page of the films with the best mean vote (`/movie/top_rated`).
    public func topRatedMovies(page: Int = 1) async throws(TMDbError) -> TMDbPage<TMDbMovieSummary> {
        try await get("/movie/top_rated", query: [.page(page)])
    }
}
