import CoreDomain
import Foundation
import LibraryDomain
import LibraryInfrastructure
import PopcornLibraryAdapters
import Testing

@Suite struct SQLiteLibraryStoreTests {
    let folder: TemporaryFolder
    let fightClub = TitleReference(kind: .movie, id: 550)
    let gameOfThrones = TitleReference(kind: .tvSeries, id: 1399)
    let moment = Date(timeIntervalSince1970: 1_795_000_000.123456)
    let day = CalendarDate(year: 2024, month: 5, day: 12)!

    init() throws {
        folder = try TemporaryFolder()
    }

    func store(carrying history: URL? = nil) -> some LibraryStore & HistoryStore {
        PopcornLibraryAdaptersFactory().makeSQLiteStore(fileAt: folder.library, carryingHistoryFrom: history)
    }

    @Test func keepsEntriesAndWatchesAcrossConnectionsExactly() async throws {
        let entry = WatchlistEntry(title: fightClub, addedAt: moment)
        let watch = Watch(title: gameOfThrones, day: day, rating: try PersonalRating(9), note: "Winter came", recordedAt: moment)
        try await store().write(LibraryChanges(watchlist: [entry], watches: [watch]))
        let reopened = store()
        #expect(try await reopened.watchlistEntries() == [entry])
        #expect(try await reopened.watchlistEntry(for: fightClub) == entry)
        #expect(try await reopened.watchlistEntry(for: gameOfThrones) == nil)
        #expect(try await reopened.watches() == [watch])
        #expect(try await reopened.watches(of: gameOfThrones) == [watch])
        #expect(try await reopened.watches(of: fightClub).isEmpty)
    }

    @Test func theNewerChangeToAnEntryWinsAndARemovalIsAMarker() async throws {
        let store = store()
        let added = WatchlistEntry(title: fightClub, addedAt: moment)
        let removed = added.removed(at: moment.addingTimeInterval(10))
        try await store.write(LibraryChanges(watchlist: [removed]))
        try await store.write(LibraryChanges(watchlist: [added]))  // older: changes nothing
        #expect(try await store.watchlistEntry(for: fightClub) == removed)
        let addedAgain = WatchlistEntry(title: fightClub, addedAt: moment.addingTimeInterval(20))
        try await store.write(LibraryChanges(watchlist: [addedAgain]))
        #expect(try await store.watchlistEntry(for: fightClub) == addedAgain)
        try await store.write(LibraryChanges(watchlist: [WatchlistEntry(title: fightClub, addedAt: addedAgain.addedAt, removedAt: nil)]))
        #expect(try await store.watchlistEntries().count == 1)
    }

    @Test func watchesAreKnownByTitleAndDayTheNewerRecordWinning() async throws {
        let store = store()
        let first = Watch(title: fightClub, day: day, rating: try PersonalRating(7), recordedAt: moment)
        let rerated = Watch(title: fightClub, day: day, rating: try PersonalRating(8), recordedAt: moment.addingTimeInterval(1))
        let rewatch = Watch(title: fightClub, day: try #require(CalendarDate(isoString: "2025-01-01")), recordedAt: moment)
        try await store.write(LibraryChanges(watches: [rerated]))
        try await store.write(LibraryChanges(watches: [first, rewatch]))
        #expect(Set(try await store.watches(of: fightClub)) == [rerated, rewatch])
    }

    @Test func keepsTheHistoryMostRecentFirstEachItemOnce() async throws {
        let store = store()
        let items = [OpenedItem(kind: .movie, id: 550), OpenedItem(kind: .tv, id: 1399), OpenedItem(kind: .person, id: 287)]
        for (position, item) in items.enumerated() {
            try await store.record(OpenedEntry(item: item, openedAt: moment.addingTimeInterval(Double(position))))
        }
        try await store.record(OpenedEntry(item: items[0], openedAt: moment.addingTimeInterval(10)))
        let page = try await store.entries(offset: 0, limit: 2)
        #expect(page.total == 3)
        #expect(page.entries.map(\.item) == [items[0], items[2]])
        #expect(try await store.entries(offset: 2, limit: 2).entries.map(\.item) == [items[1]])
        #expect(try await store.remove(items[2]))
        #expect(try await store.remove(items[2]) == false)
        #expect(try await store.entries(offset: 0, limit: 10).entries.map(\.item) == [items[0], items[1]])
        try await store.clear()
        #expect(try await store.entries(offset: 0, limit: 10).total == 0)
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndLeftAsItWas() async throws {
        let bytes = Data("my notes, not a database\n".utf8) + Data(repeating: 7, count: 4096)
        try FileManager.default.createDirectory(at: folder.library.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: folder.library)
        await #expect {
            try await store().write(LibraryChanges(watchlist: [WatchlistEntry(title: fightClub, addedAt: moment)]))
        } throws: { error in
            guard case .notALibrary(let reason) = error as? LibraryStoreError else { return false }
            return reason.contains(folder.library.path) && reason.contains("Move it elsewhere")
        }
        await #expect(throws: LibraryStoreError.self) { try await store().watchlistEntries() }
        #expect(try Data(contentsOf: folder.library) == bytes)
    }

    @Test func anotherProgramsDatabaseIsReportedAndLeftAsItWas() async throws {
        // user-data.sqlite is a SQLite file of Popcorn's, but not a library.
        try folder.place(fixture: "user-data-0.1.0.sqlite", at: folder.library)
        let before = try Data(contentsOf: folder.library)
        await #expect {
            try await store().watchlistEntries()
        } throws: { error in
            if case .notALibrary = error as? LibraryStoreError { true } else { false }
        }
        #expect(try Data(contentsOf: folder.library) == before)
    }

    @Test func aFolderThatCannotBeMadeIsUnreachable() async throws {
        let blocker = folder.url.appendingPathComponent("popcorn")
        try Data("a file where the folder should be".utf8).write(to: blocker)
        await #expect {
            try await store().watchlistEntries()
        } throws: { error in
            if case .unreachable = error as? LibraryStoreError { true } else { false }
        }
    }
}
