import MoviesDomain

struct DefaultFetchSimilarMoviesUseCase: FetchSimilarMoviesUseCase {
    let repository: any MovieRepository

    func execute(movieID: Movie.ID, page: Int) async throws(FetchSimilarMoviesError) -> MoviePage {
        guard MovieRequestRules.isValid(movieID: movieID) else { throw .invalidID(movieID) }
        guard MovieRequestRules.isValid(page: page) else { throw .invalidPage(page) }
        let similar: MoviePage
        do {
            similar = try await repository.similarMovies(toMovieWithID: movieID, page: page)
        } catch {
            throw FetchSimilarMoviesError(error)
        }
        if let lastPage = MovieRequestRules.lastPageIfPastEnd(similar) { throw .pageOutOfRange(page, lastPage: lastPage) }
        return similar.removingMovies { $0.id == movieID }
    }
}
