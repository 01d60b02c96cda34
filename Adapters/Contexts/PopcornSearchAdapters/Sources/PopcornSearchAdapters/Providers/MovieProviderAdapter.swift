import MoviesApplication
import SearchDomain

/// Search's `MovieProviding`, answered by the Movies context's details use case: the seam
/// between the two. Movies' movie and Movies' errors stop here, mapped into Search's terms.
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
