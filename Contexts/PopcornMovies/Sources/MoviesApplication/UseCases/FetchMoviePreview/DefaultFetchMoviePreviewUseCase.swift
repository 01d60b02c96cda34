import MoviesDomain

struct DefaultFetchMoviePreviewUseCase: FetchMoviePreviewUseCase {
    let repository: any MovieRepository

    func execute(id: Movie.ID) async throws(FetchMoviePreviewError) -> MoviePreview {
        guard MovieRequestRules.isValid(id: id) else { throw .invalidID(id) }
        do {
            return try await repository.moviePreview(withID: id)
        } catch {
            throw FetchMoviePreviewError(error)
        }
    }
}
