import SearchDomain
import TVSeriesApplication

/// Search's `SeriesProviding`, answered by the TV series context's details use case, its
/// series and its errors mapped into Search's terms.
struct SeriesProviderAdapter: SeriesProviding {
    let fetchSeriesDetails: any FetchTVSeriesDetailsUseCase

    func series(withID id: Int) async throws(PreviewLookupError) -> SeriesPreview {
        do {
            return SeriesPreviewMapper().map(try await fetchSeriesDetails.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }
}
