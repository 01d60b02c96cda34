/// Tells Search what a series is today, from whichever context owns series. Search declares
/// it in its own terms; an adapter outside fills it.
public protocol SeriesProviding: Sendable {
    func series(withID id: Int) async throws(PreviewLookupError) -> SeriesPreview
}
