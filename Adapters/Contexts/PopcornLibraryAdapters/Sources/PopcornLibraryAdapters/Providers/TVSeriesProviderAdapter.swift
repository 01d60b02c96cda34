import LibraryDomain
import TVSeriesApplication

/// The Library context's `TVSeriesProviding`, answered by the TV series context's preview
/// use case (a row needs no seasons): the seam between the two. The other context's TV series
/// and its errors stop here, mapped into this context's terms.
struct TVSeriesProviderAdapter: TVSeriesProviding {
    let fetchTVSeriesPreview: any FetchTVSeriesPreviewUseCase

    func tvSeries(withID id: Int) async throws(PreviewLookupError) -> TVSeriesPreview {
        do {
            return TVSeriesPreviewMapper().map(try await fetchTVSeriesPreview.execute(id: id))
        } catch {
            throw LookupErrorMapper().map(error)
        }
    }
}
