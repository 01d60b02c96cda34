public import MoviesDomain

/// Answers with the little a list shows of one movie, by its id: its title, release date and
/// rating, without its genres (which the details read apart from the movie's own row).
public protocol FetchMoviePreviewUseCase: Sendable {
    func execute(id: Movie.ID) async throws(FetchMoviePreviewError) -> MoviePreview
}
