public import MoviesDomain

/// Fetches one movie's details by its id.
public protocol FetchMovieDetailsUseCase: Sendable {
    func execute(id: Movie.ID) async throws(FetchMovieDetailsError) -> Movie
}
