import MoviesApplication
import MoviesDomain
import Presentation

// Each Movies use case's answer as a `Result` whose failure is already worded for the user,
// naming the source that was asked. A `Result` keeps the error typed across `async let`, so a
// screen can ask for two things at once.

extension FetchMovieDetailsUseCase {
    func outcome(id: Movie.ID, source: String) async -> Result<Movie, ViewStateError> {
        do { return .success(try await execute(id: id)) } catch {
            return .failure(MovieRequestFailure(error).viewStateError(source: source))
        }
    }
}

extension FetchMovieCreditsUseCase {
    func outcome(movieID: Movie.ID, source: String) async -> Result<MovieCredits, ViewStateError> {
        do { return .success(try await execute(movieID: movieID)) } catch {
            return .failure(MovieRequestFailure(error).viewStateError(source: source))
        }
    }
}

extension FetchPopularMoviesUseCase {
    func outcome(page: Int, source: String) async -> Result<MoviePage, ViewStateError> {
        do { return .success(try await execute(page: page)) } catch {
            return .failure(MovieRequestFailure(error).viewStateError(source: source))
        }
    }
}

extension FetchTopRatedMoviesUseCase {
    func outcome(page: Int, source: String) async -> Result<MoviePage, ViewStateError> {
        do { return .success(try await execute(page: page)) } catch {
            return .failure(MovieRequestFailure(error).viewStateError(source: source))
        }
    }
}

extension FetchSimilarMoviesUseCase {
    func outcome(movieID: Movie.ID, page: Int, source: String) async -> Result<MoviePage, ViewStateError> {
        do {
            return .success(try await execute(movieID: movieID, page: page))
        } catch {
            return .failure(MovieRequestFailure(error).viewStateError(source: source))
        }
    }
}
