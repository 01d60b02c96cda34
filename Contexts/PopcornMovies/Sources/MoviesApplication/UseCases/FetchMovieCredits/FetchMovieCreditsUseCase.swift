public import MoviesDomain

/// Fetches a movie's cast, in billing order, and its crew.
public protocol FetchMovieCreditsUseCase: Sendable {
    func execute(movieID: Movie.ID) async throws(FetchMovieCreditsError) -> MovieCredits
}
