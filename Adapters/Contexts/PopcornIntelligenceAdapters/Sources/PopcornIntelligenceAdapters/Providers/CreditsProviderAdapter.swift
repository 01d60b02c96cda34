import IntelligenceDomain
import MoviesApplication
import TVSeriesApplication

/// Intelligence's `CreditsProviding`, for either kind of title: a film's credits from the Movies
/// context, a series' from the TV series context, both as Intelligence's `Credits`.
struct CreditsProviderAdapter: CreditsProviding {
    let fetchMovieCredits: any FetchMovieCreditsUseCase
    let fetchTVSeriesCredits: any FetchTVSeriesCreditsUseCase

    func credits(of title: TitleReference) async throws(CatalogueLookupError) -> Credits {
        switch title.kind {
        case .movie:
            do {
                return CreditsMapper().map(try await fetchMovieCredits.execute(movieID: title.id))
            } catch {
                throw LookupErrorMapper().map(error)
            }
        case .tv:
            do {
                return CreditsMapper().map(try await fetchTVSeriesCredits.execute(seriesID: title.id))
            } catch {
                throw LookupErrorMapper().map(error)
            }
        }
    }
}
