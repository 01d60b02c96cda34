import DataPersistence
import Foundation
import SearchDomain
import SearchTestSupport
import TestDoubles
import Testing

@testable import SearchInfrastructure

@Suite struct DurableViewHistoryTests {
    let store = InMemoryDurableStore()
    var history: DurableViewHistory { DurableViewHistory(store: store) }

    @Test func keepsOneEntryPerItemMostRecentFirst() async throws {
        let matrix = ViewedItem(kind: .movie, id: 603)
        let thrones = ViewedItem(kind: .tv, id: 1399)
        try await history.record(matrix, at: SearchFixtures.moment)
        try await history.record(thrones, at: SearchFixtures.moment.addingTimeInterval(60))
        try await history.record(matrix, at: SearchFixtures.moment.addingTimeInterval(120))
        let stored = try await history.entries(offset: 0, limit: 10)
        #expect(stored.entries.map(\.item) == [matrix, thrones])
        #expect(stored.entries.first?.viewedAt == SearchFixtures.moment.addingTimeInterval(120))
        #expect(stored.total == 2)
    }

    @Test func aFilmAndAPersonWithTheSameIDAreTwoEntries() async throws {
        try await history.record(ViewedItem(kind: .movie, id: 287), at: SearchFixtures.moment)
        try await history.record(ViewedItem(kind: .person, id: 287), at: SearchFixtures.moment)
        #expect(try await history.entries(offset: 0, limit: 10).total == 2)
    }

    @Test func clearsEverything() async throws {
        try await history.record(ViewedItem(kind: .person, id: 287), at: SearchFixtures.moment)
        try await history.clear()
        #expect(try await history.entries(offset: 0, limit: 10) == HistoryEntries(entries: [], total: 0))
    }

    @Test func aDamagedEntryIsReportedNotSkipped() async throws {
        try await store.transaction { list throws(DataPersistenceError) in
            try list.append(DurableRecord(key: "movie-1", payload: Data("{".utf8)), to: DurableViewHistory.list)
        }
        await #expect(throws: ViewHistoryError.self) { try await history.entries(offset: 0, limit: 10) }
    }

    /// A store that cannot be opened is no empty history: reading, clearing and recording each say
    /// that the history could not be reached, so that nobody is told "nothing opened yet".
    @Test func aStoreThatCannotBeOpenedIsUnavailableNeverEmpty() async {
        let reason = "Could not create the folder /srv/data/popcorn for user-data.sqlite: permission denied"
        let history = DurableViewHistory(store: UnopenableDurableStore(reason: reason))
        await #expect(throws: ViewHistoryError.unavailable(reason)) { try await history.entries(offset: 0, limit: 10) }
        await #expect(throws: ViewHistoryError.unavailable(reason)) { try await history.clear() }
        await #expect(throws: ViewHistoryError.unavailable(reason)) {
            try await history.record(ViewedItem(kind: .movie, id: 603), at: SearchFixtures.moment)
        }
    }
}
