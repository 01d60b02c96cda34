/// Tells Search what a TV series is today, from whichever context owns series. Search declares
/// it in its own terms; an adapter outside fills it.
public protocol TVSeriesProviding: Sendable {
    func tvSeries(withID id: Int) async throws(PreviewLookupError) -> TVSeriesPreview
}
