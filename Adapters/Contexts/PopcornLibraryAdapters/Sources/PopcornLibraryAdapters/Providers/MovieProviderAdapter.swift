import LibraryDomain
import MoviesApplication

/// The Library context's `MovieProviding`, answered by the Movies context's details
/// use case: the seam between the two. The other context's movie and its errors stop here,
/// mapped into this context's terms.
struct MovieProviderAdapter: MovieProviding {
    let fetchMovieDetails: any FetchMovieDetailsUseCase

    func movie(withID id: Int) async throws(PreviewLookupError) -> MoviePreview {
        do {
            return MoviePreviewMapper().map(try await fetchMovieDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }
}
