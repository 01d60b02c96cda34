public import LibraryDomain

/// Puts a title on the watchlist, once its owner says it exists. A title already on it stays
/// as it was, added when it was first added.
public protocol AddToWatchlistUseCase: Sendable {
    /// - Returns: whether the watchlist changed (not when the title was on it already), and the
    ///   title as its owner described it in the look-up that checked it exists.
    func execute(_ title: TitleReference) async throws(AddToWatchlistError) -> WatchlistOutcome
}
