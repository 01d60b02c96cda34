import IntelligenceDomain
import TVSeriesApplication

/// Intelligence's `TVSeriesProviding`, answered by the TV series context's use cases: a series, one
/// of its seasons, and series like it, mapped into Intelligence's terms.
struct TVSeriesProviderAdapter: TVSeriesProviding {
    let fetchTVSeriesDetails: any FetchTVSeriesDetailsUseCase
    let fetchTVSeasonDetails: any FetchTVSeasonDetailsUseCase
    let fetchSimilarTVSeries: any FetchSimilarTVSeriesUseCase

    func tvSeries(withID id: Int) async throws(CatalogueLookupError) -> TVSeriesDetails {
        do {
            return TVSeriesDetailsMapper().map(try await fetchTVSeriesDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }

    func season(_ number: Int, ofSeriesWithID id: Int) async throws(CatalogueLookupError) -> SeasonDetails {
        do {
            return SeasonDetailsMapper().map(try await fetchTVSeasonDetails.execute(seriesID: id, seasonNumber: number))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }

    /// The first page of similar series; a page refused (there are none) is none.
    func similarTVSeries(toSeriesWithID id: Int) async throws(CatalogueLookupError) -> [SimilarTitle] {
        do {
            return SimilarTitleMapper().map(try await fetchSimilarTVSeries.execute(seriesID: id, page: 1))
        } catch {
            switch error {
            case .lookup(let lookup): throw LookupErrorMapper().map(lookup)
            case .page: return []
            }
        }
    }
}
