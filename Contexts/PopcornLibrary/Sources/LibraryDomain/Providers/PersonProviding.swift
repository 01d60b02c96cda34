/// Tells the Library context what a person is, from the People context that owns it.
/// The context declares it in its own terms; an adapter outside fills it by calling the owner's
/// use case.
public protocol PersonProviding: Sendable {
    func person(withID id: Int) async throws(PreviewLookupError) -> PersonPreview
}
