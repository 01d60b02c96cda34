/// Tells Search what a movie is today, from whichever context owns movies. Search declares
/// it in its own terms; an adapter outside fills it.
public protocol MovieProviding: Sendable {
    func movie(withID id: Int) async throws(PreviewLookupError) -> MoviePreview
}
