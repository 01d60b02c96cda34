import LibraryDomain

struct DefaultListWatchlistUseCase: ListWatchlistUseCase {
    let repository: any LibraryRepository
    let recall: TitleRecall

    func execute(kind: LibraryKind?, sort: WatchlistSort) async throws(ListWatchlistError) -> [WatchlistItem] {
        let entries = try await repository.watchlistEntries().filter { $0.isListed && (kind == nil || $0.title.kind == kind) }
        let recall = self.recall
        let recollections = await recall.recallAll(entries.map(\.title)) { await recall.recall($0) }
        let items = zip(entries, recollections).map { WatchlistItem(entry: $0, recollection: $1) }
        return items.sorted(by: WatchlistOrder(sort).areInIncreasingOrder)
    }
}
