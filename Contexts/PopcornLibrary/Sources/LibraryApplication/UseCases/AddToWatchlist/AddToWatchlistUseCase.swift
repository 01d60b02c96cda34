public import LibraryDomain

/// Puts a title on the watchlist, once its owner says it exists. A title already on it stays
/// as it was, added when it was first added.
public protocol AddToWatchlistUseCase: Sendable {
    /// - Returns: false when the title was on the watchlist already.
    func execute(_ title: TitleReference) async throws(AddToWatchlistError) -> Bool
}
