import Caching
import MoviesDomain
import Observability

/// Answers from the cache when it can and from the remote source when it must, keeping what the
/// source returns for next time. Failures are never cached.
struct DefaultMovieRepository: MovieRepository {
    let remote: any MovieRemoteDataSource
    let cache: any Cache
    let observer: any Observer

    func movie(withID id: Movie.ID) async throws(MovieRepositoryError) -> Movie {
        try await cached(MovieCachePolicy.details(id), timeToLive: MovieCachePolicy.detailsTimeToLive) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.movie(withID: id)
        }
    }

    func credits(forMovieWithID id: Movie.ID) async throws(MovieRepositoryError) -> MovieCredits {
        try await cached(MovieCachePolicy.credits(id), timeToLive: MovieCachePolicy.detailsTimeToLive) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.credits(forMovieWithID: id)
        }
    }

    func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cached(MovieCachePolicy.popular(page: page), timeToLive: MovieCachePolicy.listTimeToLive) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.popularMovies(page: page)
        }
    }

    func topRatedMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cached(MovieCachePolicy.topRated(page: page), timeToLive: MovieCachePolicy.listTimeToLive) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.topRatedMovies(page: page)
        }
    }

    func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try await cached(MovieCachePolicy.similar(to: id, page: page), timeToLive: MovieCachePolicy.listTimeToLive) {
            () async throws(MovieRemoteDataSourceError) in
            try await remote.similarMovies(toMovieWithID: id, page: page)
        }
    }

    private func cached<Value>(
        _ key: CacheKey<Value>,
        timeToLive: Duration,
        fetch: () async throws(MovieRemoteDataSourceError) -> Value
    ) async throws(MovieRepositoryError) -> Value {
        if let hit = await cache.value(for: key) {
            observer.event("movies.cache.hit", attributes: ["key": key.name])
            return hit
        }
        observer.event("movies.cache.miss", attributes: ["key": key.name])
        let value: Value
        do {
            value = try await observer.withSpan("movies.remote.fetch", attributes: ["key": key.name], fetch)
        } catch {
            throw Self.repositoryError(for: error)
        }
        await cache.store(value, for: key, timeToLive: timeToLive)
        return value
    }

    private static func repositoryError(for error: MovieRemoteDataSourceError) -> MovieRepositoryError {
        switch error {
        case .notFound(let id): .notFound(id)
        case .unauthorized(let reason): .unauthorized(reason)
        case .unreachable(let reason), .invalidResponse(let reason): .unavailable(reason)
        }
    }
}
