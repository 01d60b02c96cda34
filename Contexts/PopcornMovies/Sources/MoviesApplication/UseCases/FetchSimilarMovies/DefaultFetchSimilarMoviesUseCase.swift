import CoreDomain
import MoviesDomain

struct DefaultFetchSimilarMoviesUseCase: FetchSimilarMoviesUseCase {
    let repository: any MovieRepository

    func execute(movieID: Movie.ID, page: Int) async throws(FetchSimilarMoviesError) -> MoviePage {
        guard MovieRequestRules.isValid(id: movieID) else { throw .lookup(.invalidID(movieID)) }
        if let error = Paging.error(for: page) { throw .page(error) }
        let similar: MoviePage
        do {
            similar = try await repository.similarMovies(toMovieWithID: movieID, page: page)
        } catch {
            throw .lookup(MovieLookupError(error))
        }
        if let error = Paging.error(for: page, totalPages: similar.totalPages, totalResults: similar.totalResults) { throw .page(error) }
        return similar.removingMovies { $0.id == movieID }
    }
}
