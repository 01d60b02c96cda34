/// Tells Search what a person is today, from whichever context owns people. Search declares
/// it in its own terms; an adapter outside fills it.
public protocol PersonProviding: Sendable {
    func person(withID id: Int) async throws(PreviewLookupError) -> PersonPreview
}
