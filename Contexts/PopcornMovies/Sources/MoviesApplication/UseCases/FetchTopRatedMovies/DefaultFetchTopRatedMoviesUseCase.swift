import CoreDomain
import MoviesDomain

struct DefaultFetchTopRatedMoviesUseCase: FetchTopRatedMoviesUseCase {
    let repository: any MovieRepository

    func execute(page: Int) async throws(FetchTopRatedMoviesError) -> MoviePage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let movies: MoviePage
        do {
            movies = try await repository.topRatedMovies(page: page)
        } catch {
            throw FetchTopRatedMoviesError(error)
        }
        if let error = Paging.error(for: page, totalPages: movies.totalPages, totalResults: movies.totalResults) { throw .page(error) }
        return movies
    }
}
