public import MoviesDomain
public import MoviesInfrastructure
public import Synchronization

/// Records every request and answers with what the test stubbed; an unstubbed request fails.
public final class MockMovieRemoteDataSource: MovieRemoteDataSource {
    public enum Call: Equatable, Sendable {
        case movie(Movie.ID)
        case credits(Movie.ID)
        case popular(page: Int)
        case topRated(page: Int)
        case similar(Movie.ID, page: Int)
    }

    private struct Stubs {
        var calls: [Call] = []
        var movie: Result<Movie, MovieRemoteDataSourceError> = .failure(.unreachable("movie not stubbed"))
        var credits: Result<MovieCredits, MovieRemoteDataSourceError> = .failure(.unreachable("credits not stubbed"))
        var page: Result<MoviePage, MovieRemoteDataSourceError> = .failure(.unreachable("page not stubbed"))
    }

    private let stubs = Mutex(Stubs())

    public init() {}

    public var calls: [Call] { stubs.withLock { $0.calls } }

    public func stubMovie(_ result: Result<Movie, MovieRemoteDataSourceError>) {
        stubs.withLock { $0.movie = result }
    }

    public func stubCredits(_ result: Result<MovieCredits, MovieRemoteDataSourceError>) {
        stubs.withLock { $0.credits = result }
    }

    /// The answer to every list request: popular, top rated and similar.
    public func stubPage(_ result: Result<MoviePage, MovieRemoteDataSourceError>) {
        stubs.withLock { $0.page = result }
    }

    public func movie(withID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> Movie {
        try record(.movie(id)).movie.get()
    }

    public func credits(forMovieWithID id: Movie.ID) async throws(MovieRemoteDataSourceError) -> MovieCredits {
        try record(.credits(id)).credits.get()
    }

    public func popularMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try record(.popular(page: page)).page.get()
    }

    public func topRatedMovies(page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try record(.topRated(page: page)).page.get()
    }

    public func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRemoteDataSourceError) -> MoviePage {
        try record(.similar(id, page: page)).page.get()
    }

    private func record(_ call: Call) -> Stubs {
        stubs.withLock { stubs in
            stubs.calls.append(call)
            return stubs
        }
    }
}
