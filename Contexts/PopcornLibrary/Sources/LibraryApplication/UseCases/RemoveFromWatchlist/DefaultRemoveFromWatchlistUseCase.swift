import Foundation
import LibraryDomain

struct DefaultRemoveFromWatchlistUseCase: RemoveFromWatchlistUseCase {
    let repository: any LibraryRepository
    let now: @Sendable () -> Date

    func execute(_ title: TitleReference) async throws(RemoveFromWatchlistError) -> Bool {
        guard let entry = try await repository.watchlistEntry(for: title), entry.isListed else { return false }
        try await repository.write(LibraryChanges(watchlist: [entry.removed(at: now())]))
        return true
    }
}
