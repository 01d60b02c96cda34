public import MoviesDomain
public import Synchronization

/// Records every request and answers with what the test stubbed; an unstubbed request fails.
public final class MockMovieRepository: MovieRepository {
    public enum Call: Equatable, Sendable {
        case movie(Movie.ID)
        case credits(Movie.ID)
        case popular(page: Int)
        case topRated(page: Int)
        case similar(Movie.ID, page: Int)
    }

    private struct Stubs {
        var calls: [Call] = []
        var movie: Result<Movie, MovieRepositoryError> = .failure(.unavailable("movie not stubbed"))
        var credits: Result<MovieCredits, MovieRepositoryError> = .failure(.unavailable("credits not stubbed"))
        var page: Result<MoviePage, MovieRepositoryError> = .failure(.unavailable("page not stubbed"))
    }

    private let stubs = Mutex(Stubs())

    public init() {}

    public var calls: [Call] { stubs.withLock { $0.calls } }

    public func stubMovie(_ result: Result<Movie, MovieRepositoryError>) {
        stubs.withLock { $0.movie = result }
    }

    public func stubCredits(_ result: Result<MovieCredits, MovieRepositoryError>) {
        stubs.withLock { $0.credits = result }
    }

    /// The answer to every list request: popular, top rated and similar.
    public func stubPage(_ result: Result<MoviePage, MovieRepositoryError>) {
        stubs.withLock { $0.page = result }
    }

    public func movie(withID id: Movie.ID) async throws(MovieRepositoryError) -> Movie {
        try record(.movie(id)).movie.get()
    }

    public func credits(forMovieWithID id: Movie.ID) async throws(MovieRepositoryError) -> MovieCredits {
        try record(.credits(id)).credits.get()
    }

    public func popularMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try record(.popular(page: page)).page.get()
    }

    public func topRatedMovies(page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try record(.topRated(page: page)).page.get()
    }

    public func similarMovies(toMovieWithID id: Movie.ID, page: Int) async throws(MovieRepositoryError) -> MoviePage {
        try record(.similar(id, page: page)).page.get()
    }

    private func record(_ call: Call) -> Stubs {
        stubs.withLock { stubs in
            stubs.calls.append(call)
            return stubs
        }
    }
}
