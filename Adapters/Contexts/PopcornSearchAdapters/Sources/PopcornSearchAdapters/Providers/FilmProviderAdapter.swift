import MoviesApplication
import SearchDomain

/// Search's `FilmProviding`, answered by the Movies context's details use case: the seam
/// between the two. Movies' film and Movies' errors stop here, mapped into Search's terms.
struct FilmProviderAdapter: FilmProviding {
    let fetchMovieDetails: any FetchMovieDetailsUseCase

    func film(withID id: Int) async throws(PreviewLookupError) -> FilmPreview {
        do {
            return FilmPreviewMapper().map(try await fetchMovieDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }
}
