import LibraryDomain

struct DefaultListWatchedUseCase: ListWatchedUseCase {
    let repository: any LibraryRepository
    let recall: TitleRecall

    func execute(kind: LibraryKind?, sort: WatchedSort) async throws(ListWatchedError) -> [WatchedItem] {
        let watches = try await repository.watches().filter { kind == nil || $0.title.kind == kind }
        // Each title once, however often it was watched.
        let titles = Array(Set(watches.map(\.title))).sorted()
        let recall = self.recall
        let recollections = Dictionary(
            uniqueKeysWithValues: zip(titles, await recall.recallAll(titles) { await recall.recall($0) }))
        let items = watches.map { WatchedItem(watch: $0, recollection: recollections[$0.title] ?? .notFound) }
        return items.sorted(by: WatchedOrder(sort).areInIncreasingOrder)
    }
}
