public import MoviesDomain

/// Fetches a page of the best-rated movies, highest rating first.
public protocol FetchTopRatedMoviesUseCase: Sendable {
    func execute(page: Int) async throws(FetchTopRatedMoviesError) -> MoviePage
}
