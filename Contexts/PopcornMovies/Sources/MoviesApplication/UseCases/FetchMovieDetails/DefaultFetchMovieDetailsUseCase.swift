import MoviesDomain

struct DefaultFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    let repository: any MovieRepository

    func execute(id: Movie.ID) async throws(FetchMovieDetailsError) -> Movie {
        guard MovieRequestRules.isValid(id: id) else { throw .invalidID(id) }
        do {
            return try await repository.movie(withID: id)
        } catch {
            throw FetchMovieDetailsError(error)
        }
    }
}
