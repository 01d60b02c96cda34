import MoviesApplication
import MoviesDomain
import Presentation

/// The Movies use cases as the screens call them: each failure already worded for the user,
/// naming the source that was asked.
extension AppServices {
    func movie(id: Movie.ID) async throws(ViewStateError) -> Movie {
        do {
            return try await fetchMovieDetails.execute(id: id)
        } catch {
            throw MovieRequestFailure(error).viewStateError(source: sourceName)
        }
    }

    func credits(movieID: Movie.ID) async throws(ViewStateError) -> MovieCredits {
        do {
            return try await fetchMovieCredits.execute(movieID: movieID)
        } catch {
            throw MovieRequestFailure(error).viewStateError(source: sourceName)
        }
    }

    func popularMovies(page: Int) async throws(ViewStateError) -> MoviePage {
        do {
            return try await fetchPopularMovies.execute(page: page)
        } catch {
            throw MovieRequestFailure(error).viewStateError(source: sourceName)
        }
    }

    func topRatedMovies(page: Int) async throws(ViewStateError) -> MoviePage {
        do {
            return try await fetchTopRatedMovies.execute(page: page)
        } catch {
            throw MovieRequestFailure(error).viewStateError(source: sourceName)
        }
    }

    func similarMovies(to movieID: Movie.ID, page: Int) async throws(ViewStateError) -> MoviePage {
        do {
            return try await fetchSimilarMovies.execute(movieID: movieID, page: page)
        } catch {
            throw MovieRequestFailure(error).viewStateError(source: sourceName)
        }
    }
}
