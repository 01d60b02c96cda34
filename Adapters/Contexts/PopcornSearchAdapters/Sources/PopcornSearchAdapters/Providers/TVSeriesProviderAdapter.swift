import SearchDomain
import TVSeriesApplication

/// Search's `TVSeriesProviding`, answered by the TV series context's details use case, its
/// series and its errors mapped into Search's terms.
struct TVSeriesProviderAdapter: TVSeriesProviding {
    let fetchTVSeriesDetails: any FetchTVSeriesDetailsUseCase

    func tvSeries(withID id: Int) async throws(PreviewLookupError) -> TVSeriesPreview {
        do {
            return TVSeriesPreviewMapper().map(try await fetchTVSeriesDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }
}
