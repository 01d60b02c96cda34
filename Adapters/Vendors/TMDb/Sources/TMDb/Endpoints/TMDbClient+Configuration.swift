import Foundation

extension TMDbClient {
    /// TMDb's settings, above all the base URLs and sizes that turn image paths into addresses
    /// (`/configuration`).
    public func configuration() async throws(TMDbError) -> TMDbConfiguration {
        try await get("/configuration")
    }

    /// Every genre films are filed under (`/genre/movie/list`).
    public func movieGenres() async throws(TMDbError) -> TMDbGenreList {
        try await get("/genre/movie/list")
    }

    /// Every genre series are filed under (`/genre/tv/list`).
    public func tvGenres() async throws(TMDbError) -> TMDbGenreList {
        try await get("/genre/tv/list")
    }
}
