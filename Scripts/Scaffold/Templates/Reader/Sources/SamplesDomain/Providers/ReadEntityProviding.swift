/// Tells the Sample items context what a read entity is, from the Read items context that owns it.
/// The context declares it in its own terms; an adapter outside fills it by calling the owner's
/// use case.
public protocol ReadEntityProviding: Sendable {
    func readEntity(withID id: Int) async throws(PreviewLookupError) -> ReadEntityPreview
}
