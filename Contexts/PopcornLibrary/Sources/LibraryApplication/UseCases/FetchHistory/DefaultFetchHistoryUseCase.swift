import CoreDomain
import LibraryDomain

struct DefaultFetchHistoryUseCase: FetchHistoryUseCase {
    /// Entries on a page: fifty, more than a list of titles, so that most histories fit on one.
    static let pageSize = 50

    let repository: any LibraryRepository
    let recall: TitleRecall

    func execute(page: Int) async throws(FetchHistoryError) -> HistoryPage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let stored: OpenedEntries
        do {
            stored = try await repository.openedEntries(offset: (page - 1) * Self.pageSize, limit: Self.pageSize)
        } catch {
            throw .library(error)
        }
        let totalPages = max(1, (stored.total + Self.pageSize - 1) / Self.pageSize)
        if let error = Paging.error(for: page, totalPages: totalPages, totalResults: stored.total) { throw .page(error) }
        let recall = self.recall
        let recollections = await recall.recallAll(stored.entries.map(\.item)) { await recall.recall($0) }
        let items = zip(stored.entries, recollections).map { HistoryItem(entry: $0, recollection: $1) }
        return HistoryPage(page: page, totalPages: totalPages, totalResults: stored.total, items: items)
    }
}
