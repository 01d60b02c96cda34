import Foundation
import GRDB
import LibraryDomain
import LibraryInfrastructure
import PopcornLibraryAdapters
import Testing

/// Opening a library file that an earlier run left ready, as every run but the first does: it
/// is read as it is, without the write lock, and what an earlier run left undone is still done.
@Suite struct SQLiteLibraryStoreOpeningTests {
    let folder: TemporaryFolder
    let fightClub = TitleReference(kind: .movie, id: 550)

    init() throws {
        folder = try TemporaryFolder()
    }

    func store() -> some LibraryStore & HistoryStore {
        PopcornLibraryAdaptersFactory().makeSQLiteStore(fileAt: folder.library, carryingHistoryFrom: folder.userData)
    }

    @Test func aReadyFileIsReadWhileAnotherRunHoldsTheWriteLock() async throws {
        let entry = WatchlistEntry(title: fightClub, addedAt: Date(timeIntervalSinceReferenceDate: 800_000_000))
        try await store().write(LibraryChanges(watchlist: [entry]))
        // Another run in the middle of a write, on a thread of its own, until the read is done.
        let writing = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let writer = try DatabaseQueue(path: folder.library.path)
        Thread {
            try? writer.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    writing.signal()
                    release.wait()
                    return .commit
                }
            }
            finished.signal()
        }.start()
        writing.wait()
        defer {
            release.signal()
            finished.wait()
        }
        let started = Date()
        #expect(try await store().watchlistEntry(for: fightClub) == entry)
        // The busy timeout is 30 seconds: a run that took the lock to open the file would wait it out.
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aLibraryLeftOutOfWALIsSwitchedBackToIt() async throws {
        try await store().record(OpenedEntry(item: OpenedItem(kind: .movie, id: 550), openedAt: Date()))
        let other = try DatabaseQueue(path: folder.library.path)
        try await other.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
        try other.close()
        #expect(try await store().entries(offset: 0, limit: 10).total == 1)
        let reopened = try DatabaseQueue(path: folder.library.path)
        #expect(try await reopened.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
    }
}
