import CoreDomain
import SearchDomain

struct DefaultFetchHistoryUseCase: FetchHistoryUseCase {
    /// Entries on a page: fifty, more than a list of titles, so that most histories fit on one.
    static let pageSize = 50

    let history: any ViewHistory
    let movies: any MovieProviding
    let tvSeries: any TVSeriesProviding
    let people: any PersonProviding

    func execute(page: Int) async throws(FetchHistoryError) -> HistoryPage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let stored: HistoryEntries
        do {
            stored = try await history.entries(offset: (page - 1) * Self.pageSize, limit: Self.pageSize)
        } catch {
            throw .history(error)
        }
        let totalPages = max(1, (stored.total + Self.pageSize - 1) / Self.pageSize)
        if let error = Paging.error(for: page, totalPages: totalPages, totalResults: stored.total) { throw .page(error) }
        let recollections = await recall(stored.entries.map(\.item))
        let items = zip(stored.entries, recollections).map { HistoryItem(entry: $0, recollection: $1) }
        return HistoryPage(page: page, totalPages: totalPages, totalResults: stored.total, items: items)
    }

    /// What each item is today, asked of its context all at once, in the items' order.
    private func recall(_ items: [ViewedItem]) async -> [Recollection] {
        await withTaskGroup(of: (Int, Recollection).self) { group in
            for (position, item) in items.enumerated() {
                group.addTask { (position, await recall(item)) }
            }
            var recollections = [Recollection](repeating: .notFound, count: items.count)
            for await (position, recollection) in group { recollections[position] = recollection }
            return recollections
        }
    }

    private func recall(_ item: ViewedItem) async -> Recollection {
        do throws(PreviewLookupError) {
            return switch item.kind {
            case .movie: .found(.movie(try await movies.movie(withID: item.id)))
            case .tv: .found(.tv(try await tvSeries.tvSeries(withID: item.id)))
            case .person: .found(.person(try await people.person(withID: item.id)))
            }
        } catch {
            switch error {
            case .notFound: return .notFound
            case .source(.unavailable(let reason)), .source(.unauthorized(let reason)): return .unavailable(reason)
            }
        }
    }
}
