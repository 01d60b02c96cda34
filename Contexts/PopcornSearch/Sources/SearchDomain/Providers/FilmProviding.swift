/// Tells Search what a film is today, from whichever context owns films. Search declares
/// it in its own terms; an adapter outside fills it.
public protocol FilmProviding: Sendable {
    func film(withID id: Int) async throws(PreviewLookupError) -> FilmPreview
}
