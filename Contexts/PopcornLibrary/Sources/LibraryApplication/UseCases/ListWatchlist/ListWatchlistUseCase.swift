public import LibraryDomain

/// Answers with the titles on the watchlist (never those taken off), each with what it is
/// today, of one kind or both, in the order asked.
public protocol ListWatchlistUseCase: Sendable {
    /// - Parameter kind: nil for films and series alike.
    func execute(kind: LibraryKind?, sort: WatchlistSort) async throws(ListWatchlistError) -> [WatchlistItem]
}
