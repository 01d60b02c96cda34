import LibraryDomain

/// The order of the watched list for each `WatchedSort`. What a sort cannot place (no name, no
/// rating) goes last; ties fall back to the newest watch, then the title's id, so the order is
/// the same every time.
struct WatchedOrder {
    let sort: WatchedSort

    init(_ sort: WatchedSort) {
        self.sort = sort
    }

    func areInIncreasingOrder(_ first: WatchedItem, _ second: WatchedItem) -> Bool {
        switch sort {
        case .watched:
            break
        case .title:
            if let order = SortKeys.ascending(
                first.recollection.preview.map { SortKeys.folded($0.name) },
                second.recollection.preview.map { SortKeys.folded($0.name) })
            {
                return order
            }
        case .rating:
            if let order = SortKeys.descending(first.watch.rating, second.watch.rating) { return order }
        }
        if first.watch.day != second.watch.day { return first.watch.day > second.watch.day }
        if first.watch.recordedAt != second.watch.recordedAt { return first.watch.recordedAt > second.watch.recordedAt }
        return first.watch.title < second.watch.title
    }
}
