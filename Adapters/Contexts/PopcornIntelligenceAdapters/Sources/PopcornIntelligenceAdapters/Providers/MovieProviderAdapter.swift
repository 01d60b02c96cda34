import IntelligenceDomain
import MoviesApplication

/// Intelligence's `MovieProviding`, answered by the Movies context's use cases: the seam between
/// the two. Movies' films and errors stop here, mapped into Intelligence's terms.
struct MovieProviderAdapter: MovieProviding {
    let fetchMovieDetails: any FetchMovieDetailsUseCase
    let fetchSimilarMovies: any FetchSimilarMoviesUseCase

    func movie(withID id: Int) async throws(CatalogueLookupError) -> MovieDetails {
        do {
            return MovieDetailsMapper().map(try await fetchMovieDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }

    /// The first page of similar films: a model wants a handful, not a catalogue. A page the
    /// Movies context refuses (there is none, the film having no similar films) is none.
    func similarMovies(toMovieWithID id: Int) async throws(CatalogueLookupError) -> [SimilarTitle] {
        do {
            return SimilarTitleMapper().map(try await fetchSimilarMovies.execute(movieID: id, page: 1))
        } catch {
            switch error {
            case .lookup(let lookup): throw LookupErrorMapper().map(lookup)
            case .page: return []
            }
        }
    }
}
