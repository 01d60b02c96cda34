import Foundation
import LibraryDomain
import LibraryInfrastructure
import Testing

@testable import PopcornLibraryAdapters

/// Two hundred writers at once, each with its own connection to one new file (as two hundred
/// `popcorn watchlist add` runs would be), each on a thread of its own calling the store
/// directly, so that all of them wait on the file's lock at once: every entry lands.
@Suite struct ConcurrentWritersTests {
    @Test func twoHundredWritersOnTheirOwnConnectionsAllLand() async throws {
        let folder = try TemporaryFolder()
        let file = folder.library
        let writers = 200
        let failures = FailureLog()
        let start = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        for id in 1...writers {
            done.enter()
            let thread = Thread {
                defer { done.leave() }
                start.wait()
                let store = SQLiteLibraryStore(fileAt: file, carryingHistoryFrom: nil)
                let entry = WatchlistEntry(title: TitleReference(kind: .movie, id: id), addedAt: Date())
                do {
                    try store.write(LibraryChanges(watchlist: [entry]))
                    try store.record(OpenedEntry(item: OpenedItem(kind: .movie, id: id), openedAt: Date()))
                } catch {
                    failures.add("\(id): \(String(reflecting: error))")
                }
            }
            thread.start()
        }
        for _ in 1...writers { start.signal() }
        done.wait()
        #expect(failures.all.isEmpty)
        let store = PopcornLibraryAdaptersFactory().makeSQLiteStore(fileAt: file, carryingHistoryFrom: nil)
        #expect(Set(try await store.watchlistEntries().map(\.title.id)) == Set(1...writers))
        #expect(try await store.entries(offset: 0, limit: 500).total == writers)
    }
}
