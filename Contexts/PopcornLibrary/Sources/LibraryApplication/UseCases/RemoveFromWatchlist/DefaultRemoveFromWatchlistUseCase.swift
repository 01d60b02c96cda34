import Foundation
import LibraryDomain

struct DefaultRemoveFromWatchlistUseCase: RemoveFromWatchlistUseCase {
    let repository: any LibraryRepository
    let recall: TitleRecall
    let now: @Sendable () -> Date

    func execute(_ title: TitleReference) async throws(RemoveFromWatchlistError) -> WatchlistOutcome {
        var changed = false
        if let entry = try await repository.watchlistEntry(for: title), entry.isListed {
            try await repository.write(LibraryChanges(watchlist: [entry.removed(at: now())]))
            changed = true
        }
        return WatchlistOutcome(changed: changed, recollection: await recall.recall(title))
    }
}
