import MoviesDomain

struct DefaultFetchPopularMoviesUseCase: FetchPopularMoviesUseCase {
    let repository: any MovieRepository

    func execute(page: Int) async throws(FetchPopularMoviesError) -> MoviePage {
        guard MovieRequestRules.isValid(page: page) else { throw .invalidPage(page) }
        do {
            return try await repository.popularMovies(page: page)
        } catch {
            throw FetchPopularMoviesError(error)
        }
    }
}
