public import MoviesDomain

/// Fetches a page of the movies drawing the most interest now, most popular first.
public protocol FetchPopularMoviesUseCase: Sendable {
    func execute(page: Int) async throws(FetchPopularMoviesError) -> MoviePage
}
