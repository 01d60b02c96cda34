public import CoreDomain
import MoviesDomain

extension MovieRemoteDataSource {
    /// By default, the genres of the counted list (TMDb's list has no counts to spare).
    public func movieGenreNames() async throws(MovieRemoteDataSourceError) -> [Genre] {
        try await movieGenres().map(\.genre)
    }
}
