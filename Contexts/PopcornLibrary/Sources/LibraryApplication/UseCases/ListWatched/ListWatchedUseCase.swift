public import LibraryDomain

/// Answers with every watch (a title watched twice, twice), each with what its title is today,
/// of one kind or both, in the order asked.
public protocol ListWatchedUseCase: Sendable {
    /// - Parameter kind: nil for films and series alike.
    func execute(kind: LibraryKind?, sort: WatchedSort) async throws(ListWatchedError) -> [WatchedItem]
}
