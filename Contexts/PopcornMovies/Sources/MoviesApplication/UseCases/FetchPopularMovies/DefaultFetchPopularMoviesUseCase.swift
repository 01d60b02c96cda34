import MoviesDomain

struct DefaultFetchPopularMoviesUseCase: FetchPopularMoviesUseCase {
    let repository: any MovieRepository

    func execute(page: Int) async throws(FetchPopularMoviesError) -> MoviePage {
        guard MovieRequestRules.isValid(page: page) else { throw .invalidPage(page) }
        let movies: MoviePage
        do {
            movies = try await repository.popularMovies(page: page)
        } catch {
            throw FetchPopularMoviesError(error)
        }
        if let lastPage = MovieRequestRules.lastPageIfPastEnd(movies) { throw .pageOutOfRange(page, lastPage: lastPage) }
        return movies
    }
}
