import MoviesDomain

struct DefaultFetchTopRatedMoviesUseCase: FetchTopRatedMoviesUseCase {
    let repository: any MovieRepository

    func execute(page: Int) async throws(FetchTopRatedMoviesError) -> MoviePage {
        guard MovieRequestRules.isValid(page: page) else { throw .invalidPage(page) }
        let movies: MoviePage
        do {
            movies = try await repository.topRatedMovies(page: page)
        } catch {
            throw FetchTopRatedMoviesError(error)
        }
        if let lastPage = MovieRequestRules.lastPageIfPastEnd(movies) { throw .pageOutOfRange(page, lastPage: lastPage) }
        return movies
    }
}
