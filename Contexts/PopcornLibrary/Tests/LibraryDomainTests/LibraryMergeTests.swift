import CoreDomain
import Foundation
import LibraryDomain
import Testing

@Suite struct LibraryMergeTests {
    let title = TitleReference(kind: .movie, id: 550)
    let early = Date(timeIntervalSince1970: 1_700_000_000)
    var late: Date { early.addingTimeInterval(100) }
    let day = CalendarDate(year: 2024, month: 5, day: 12)!

    @Test func anEntryNeverAddedHereLands() {
        let entry = WatchlistEntry(title: title, addedAt: early)
        let report = LibraryMerge().merge(LibraryChanges(watchlist: [entry]), into: LibraryContents())
        #expect(report.changes.watchlist == [entry])
        #expect(report.addedToWatchlist == [title])
    }

    @Test func aRemovalMadeHereAfterTheOtherSideAddedItKeepsItOff() {
        let removedHere = WatchlistEntry(title: title, addedAt: early.addingTimeInterval(-10)).removed(at: late)
        let addedThere = WatchlistEntry(title: title, addedAt: early)
        let report = LibraryMerge().merge(LibraryChanges(watchlist: [addedThere]), into: LibraryContents(watchlist: [removedHere]))
        #expect(report.isEmpty)
        #expect(report.unchanged == 1)
    }

    @Test func theOtherSidesNewerAdditionPutsItBack() {
        let removedHere = WatchlistEntry(title: title, addedAt: early.addingTimeInterval(-10)).removed(at: early)
        let addedThere = WatchlistEntry(title: title, addedAt: late)
        let report = LibraryMerge().merge(LibraryChanges(watchlist: [addedThere]), into: LibraryContents(watchlist: [removedHere]))
        #expect(report.addedToWatchlist == [title])
        #expect(report.changes.watchlist == [addedThere])
    }

    @Test func theOtherSidesNewerRemovalTakesItOff() {
        let listedHere = WatchlistEntry(title: title, addedAt: early)
        let report = LibraryMerge().merge(
            LibraryChanges(watchlist: [listedHere.removed(at: late)]), into: LibraryContents(watchlist: [listedHere]))
        #expect(report.removedFromWatchlist == [title])
    }

    @Test func anEqualTimeKeepsWhatIsHere() {
        let here = WatchlistEntry(title: title, addedAt: early)
        let report = LibraryMerge().merge(LibraryChanges(watchlist: [here]), into: LibraryContents(watchlist: [here]))
        #expect(report.isEmpty)
    }

    @Test func watchesMergeByTitleAndDay() throws {
        let here = Watch(title: title, day: day, rating: try PersonalRating(7), recordedAt: early)
        let rerated = Watch(title: title, day: day, rating: try PersonalRating(8), recordedAt: late)
        let otherDay = Watch(title: title, day: CalendarDate(year: 2025, month: 1, day: 1)!, recordedAt: early)
        let report = LibraryMerge().merge(LibraryChanges(watches: [rerated, otherDay]), into: LibraryContents(watches: [here]))
        #expect(report.watchesUpdated == [rerated])
        #expect(report.watchesAdded == [otherDay])
        let older = LibraryMerge().merge(LibraryChanges(watches: [here]), into: LibraryContents(watches: [rerated]))
        #expect(older.isEmpty)
    }

    @Test func withinABatchTheNewestOfATitleCounts() {
        let first = WatchlistEntry(title: title, addedAt: early)
        let second = first.removed(at: late)
        let report = LibraryMerge().merge(LibraryChanges(watchlist: [second, first]), into: LibraryContents())
        #expect(report.changes.watchlist == [second])
        #expect(report.unchanged == 1)
    }
}
