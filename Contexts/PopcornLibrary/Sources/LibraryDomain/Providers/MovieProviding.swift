/// Tells the Library context what a movie is, from the Movies context that owns it.
/// The context declares it in its own terms; an adapter outside fills it by calling the owner's
/// use case.
public protocol MovieProviding: Sendable {
    func movie(withID id: Int) async throws(PreviewLookupError) -> MoviePreview
}
