import IntelligenceDomain

struct DefaultFetchMoviePreviewUseCase: FetchMoviePreviewUseCase {
    let movies: any MovieProviding

    func execute(id: Int) async throws(FetchMoviePreviewError) -> MoviePreview {
        try await movies.movie(withID: id)
    }
}
