import CoreDomain
import MoviesDomain

struct DefaultFetchPopularMoviesUseCase: FetchPopularMoviesUseCase {
    let repository: any MovieRepository

    func execute(page: Int) async throws(FetchPopularMoviesError) -> MoviePage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let movies: MoviePage
        do {
            movies = try await repository.popularMovies(page: page)
        } catch {
            throw FetchPopularMoviesError(error)
        }
        if let error = Paging.error(for: page, totalPages: movies.totalPages, totalResults: movies.totalResults) { throw .page(error) }
        return movies
    }
}
