/// Tells the Library context what a TV series is, from the TV series context that owns it.
/// The context declares it in its own terms; an adapter outside fills it by calling the owner's
/// use case.
public protocol TVSeriesProviding: Sendable {
    func tvSeries(withID id: Int) async throws(PreviewLookupError) -> TVSeriesPreview
}
