public import LibraryDomain

/// Takes a title off the watchlist, leaving a marker of when, so that a merge with a library
/// that still lists it knows it was removed here. The title is looked up only once the library
/// has been written, to name it, and whatever the answer: a title its source no longer knows, or
/// cannot be asked about now, is removed all the same.
public protocol RemoveFromWatchlistUseCase: Sendable {
    /// - Returns: whether the watchlist changed (not when the title was not on it), and what its
    ///   owner says the title is (not found, or not to be asked now, when it cannot say).
    func execute(_ title: TitleReference) async throws(RemoveFromWatchlistError) -> WatchlistOutcome
}
