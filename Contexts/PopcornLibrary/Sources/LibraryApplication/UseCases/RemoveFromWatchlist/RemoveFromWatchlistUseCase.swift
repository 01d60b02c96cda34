public import LibraryDomain

/// Takes a title off the watchlist, leaving a marker of when, so that a merge with a library
/// that still lists it knows it was removed here. No look-up: a title its source no longer
/// knows can be removed all the same.
public protocol RemoveFromWatchlistUseCase: Sendable {
    /// - Returns: false when the title was not on the watchlist.
    func execute(_ title: TitleReference) async throws(RemoveFromWatchlistError) -> Bool
}
