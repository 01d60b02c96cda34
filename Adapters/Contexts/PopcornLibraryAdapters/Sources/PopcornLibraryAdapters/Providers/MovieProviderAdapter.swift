import LibraryDomain
import MoviesApplication

/// The Library context's `MovieProviding`, answered by the Movies context's preview
/// use case (a row needs no genres): the seam between the two. The other context's movie and
/// its errors stop here, mapped into this context's terms.
struct MovieProviderAdapter: MovieProviding {
    let fetchMoviePreview: any FetchMoviePreviewUseCase

    func movie(withID id: Int) async throws(PreviewLookupError) -> MoviePreview {
        do {
            return MoviePreviewMapper().map(try await fetchMoviePreview.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }
}
