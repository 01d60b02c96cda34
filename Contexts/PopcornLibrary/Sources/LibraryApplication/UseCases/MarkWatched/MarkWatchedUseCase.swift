public import CoreDomain
public import LibraryDomain

/// Records a watch of a title, once its owner says it exists: on a day (today unless given),
/// with a rating from 1 to 10 and a note, both optional. A title can be watched again on
/// another day; a second record of the same day replaces the first. Marking a title watched
/// takes it off the watchlist, in the same write.
public protocol MarkWatchedUseCase: Sendable {
    /// - Parameters:
    ///   - rating: 1 to 10, or nil; anything else is refused before anything is written.
    ///   - day: nil for today, where the library's clock says today is.
    /// - Returns: the watch as it was recorded, and the title as its owner described it in the
    ///   look-up that checked it exists (always found).
    func execute(_ title: TitleReference, rating: Int?, on day: CalendarDate?, note: String?) async throws(MarkWatchedError)
        -> WatchedItem
}
