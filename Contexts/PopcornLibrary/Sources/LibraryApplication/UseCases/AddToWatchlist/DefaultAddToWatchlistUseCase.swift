import Foundation
import LibraryDomain

struct DefaultAddToWatchlistUseCase: AddToWatchlistUseCase {
    let repository: any LibraryRepository
    let recall: TitleRecall
    let now: @Sendable () -> Date

    func execute(_ title: TitleReference) async throws(AddToWatchlistError) -> WatchlistOutcome {
        let recollection: Recollection
        do {
            recollection = .found(try await recall.preview(of: title))
        } catch {
            throw .lookup(error)
        }
        do {
            if try await repository.watchlistEntry(for: title)?.isListed == true {
                return WatchlistOutcome(changed: false, recollection: recollection)
            }
            try await repository.write(LibraryChanges(watchlist: [WatchlistEntry(title: title, addedAt: now())]))
            return WatchlistOutcome(changed: true, recollection: recollection)
        } catch {
            throw .library(error)
        }
    }
}
