public import MoviesDomain

/// Fetches a page of movies like the given one, most alike first. The movie itself is never among them.
public protocol FetchSimilarMoviesUseCase: Sendable {
    func execute(movieID: Movie.ID, page: Int) async throws(FetchSimilarMoviesError) -> MoviePage
}
