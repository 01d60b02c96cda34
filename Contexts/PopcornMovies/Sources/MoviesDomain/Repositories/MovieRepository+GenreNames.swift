public import CoreDomain

extension MovieRepository {
    /// By default, the genres of the counted list.
    public func movieGenreNames() async throws(MovieRepositoryError) -> [Genre] {
        try await movieGenres().map(\.genre)
    }
}
