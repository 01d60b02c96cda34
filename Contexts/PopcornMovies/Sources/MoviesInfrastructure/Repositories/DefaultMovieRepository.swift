import Caching
import CoreDomain
import MoviesDomain

/// Answers from the cache when it can and from the remote source when it must (see
/// `MovieCachePolicy` for what is kept and for how long).
struct DefaultMovieRepository: MovieRepository {
    let remote: any MovieRemoteDataSource
    let cache: ReadThroughCache

    func movie(withID id: Movie.ID) async throws(MovieRepositoryError) -> Movie {
        try await cache.value(for: MovieCachePolicy.details(id), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.movie(withID: id)
        }
    }

    func credits(forMovieWithID id: Movie.ID) async throws(MovieRepositoryError) -> MovieCredits {
        try await cache.value(for: MovieCachePolicy.credits(id), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.credits(forMovieWithID: id)
        }
    }

    func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cache.value(for: MovieCachePolicy.popular(page: page), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.popularMovies(page: page)
        }
    }

    func topRatedMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cache.value(for: MovieCachePolicy.topRated(page: page), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.topRatedMovies(page: page)
        }
    }

    func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cache.value(for: MovieCachePolicy.similar(to: id, page: page), mappingErrors: Self.repositoryError) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.similarMovies(toMovieWithID: id, page: page)
        }
    }

    static func repositoryError(for error: MovieRemoteDataSourceError) -> MovieRepositoryError {
        switch error {
        case .notFound(let id): .notFound(id)
        case .unauthorized(let reason): .source(.unauthorized(reason))
        case .unreachable(let reason), .invalidResponse(let reason): .source(.unavailable(reason))
        }
    }
}
