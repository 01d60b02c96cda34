import CoreDomain
import LibraryDomain

/// The order of the watchlist for each `WatchlistSort`. What a sort cannot place (no name, no
/// year, no rating) goes last; ties fall back to the newest added, then the title's id, so the
/// order is the same every time.
struct WatchlistOrder {
    let sort: WatchlistSort

    init(_ sort: WatchlistSort) {
        self.sort = sort
    }

    func areInIncreasingOrder(_ first: WatchlistItem, _ second: WatchlistItem) -> Bool {
        switch sort {
        case .added:
            break
        case .title:
            if let order = SortKeys.ascending(
                first.recollection.preview.map { SortKeys.folded($0.name) },
                second.recollection.preview.map { SortKeys.folded($0.name) })
            {
                return order
            }
        case .year:
            if let order = SortKeys.descending(first.recollection.preview?.year, second.recollection.preview?.year) { return order }
        case .rating:
            if let order = SortKeys.descending(first.recollection.preview?.rating?.average, second.recollection.preview?.rating?.average) {
                return order
            }
        }
        if first.entry.addedAt != second.entry.addedAt { return first.entry.addedAt > second.entry.addedAt }
        return first.entry.title < second.entry.title
    }
}
