public import SearchDomain

/// Answers with what the index holds under one kind and id: for a title the source has no
/// details of, whether Search knows it at all, and by what name.
public protocol LookUpIndexEntryUseCase: Sendable {
    /// - Returns: the entry as a search shows it, or nil when the index holds none there.
    func execute(_ kind: SearchKind, id: Int) async throws(LookUpIndexEntryError) -> SearchResult?
}
