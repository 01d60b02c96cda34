public import CoreDomain
public import Foundation
public import LibraryDomain

/// One row of an imported file, read but not yet merged: its line, its title, and what it says
/// of it.
public struct ImportedRecord: Sendable, Equatable {
    public enum Fact: Sendable, Equatable {
        /// On the watchlist from this time (or, with `removedAt`, taken off then).
        case watchlist(addedAt: Date, removedAt: Date?)
        /// Watched on this day.
        case watch(day: CalendarDate, rating: PersonalRating?, note: String?, recordedAt: Date)
    }

    public let line: Int
    public let title: ImportedTitle
    public let fact: Fact

    public init(line: Int, title: ImportedTitle, fact: Fact) {
        self.line = line
        self.title = title
        self.fact = fact
    }

    /// The same fact about a title now known.
    public func changes(for reference: TitleReference) -> LibraryChanges {
        switch fact {
        case .watchlist(let addedAt, let removedAt):
            LibraryChanges(watchlist: [WatchlistEntry(title: reference, addedAt: addedAt, removedAt: removedAt)])
        case .watch(let day, let rating, let note, let recordedAt):
            LibraryChanges(watches: [Watch(title: reference, day: day, rating: rating, note: note, recordedAt: recordedAt)])
        }
    }
}
