import Foundation
import LibraryDomain

struct DefaultAddToWatchlistUseCase: AddToWatchlistUseCase {
    let repository: any LibraryRepository
    let recall: TitleRecall
    let now: @Sendable () -> Date

    func execute(_ title: TitleReference) async throws(AddToWatchlistError) -> Bool {
        do {
            _ = try await recall.preview(of: title)
        } catch {
            throw .lookup(error)
        }
        do {
            if try await repository.watchlistEntry(for: title)?.isListed == true { return false }
            try await repository.write(LibraryChanges(watchlist: [WatchlistEntry(title: title, addedAt: now())]))
            return true
        } catch {
            throw .library(error)
        }
    }
}
