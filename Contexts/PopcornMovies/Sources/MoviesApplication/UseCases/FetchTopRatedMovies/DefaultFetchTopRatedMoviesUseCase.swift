import MoviesDomain

struct DefaultFetchTopRatedMoviesUseCase: FetchTopRatedMoviesUseCase {
    let repository: any MovieRepository

    func execute(page: Int) async throws(FetchTopRatedMoviesError) -> MoviePage {
        guard MovieRequestRules.isValid(page: page) else { throw .invalidPage(page) }
        do {
            return try await repository.topRatedMovies(page: page)
        } catch {
            throw FetchTopRatedMoviesError(error)
        }
    }
}
