import CoreDomain
import Foundation
import LibraryDomain

struct DefaultMarkWatchedUseCase: MarkWatchedUseCase {
    let repository: any LibraryRepository
    let recall: TitleRecall
    let now: @Sendable () -> Date
    /// Where "today" is, asked only when a watch takes today as its day.
    let timeZone: @Sendable () -> TimeZone

    func execute(_ title: TitleReference, rating: Int?, on day: CalendarDate?, note: String?) async throws(MarkWatchedError)
        -> WatchedItem
    {
        let personalRating: PersonalRating?
        do {
            personalRating = try rating.map { value throws(LibraryDomainError) in try PersonalRating(value) }
        } catch {
            throw .invalid(error)
        }
        let preview: TitlePreview
        do {
            preview = try await recall.preview(of: title)
        } catch {
            throw .lookup(error)
        }
        let moment = now()
        let watch = Watch(
            title: title, day: day ?? Today(timeZone: timeZone()).day(at: moment), rating: personalRating, note: note, recordedAt: moment)
        do {
            var changes = LibraryChanges(watches: [watch])
            if let entry = try await repository.watchlistEntry(for: title), entry.isListed {
                changes.watchlist.append(entry.removed(at: moment))
            }
            try await repository.write(changes)
        } catch {
            throw .library(error)
        }
        return WatchedItem(watch: watch, recollection: .found(preview))
    }
}
