import DataPersistence
import Foundation
import Testing

@Suite struct InMemoryDurableStoreTests {
    struct Watchlist: Codable, Equatable {
        var movieIDs: [Int]
    }

    @Test func keepsDataUnderAKey() async throws {
        let store = InMemoryDurableStore()
        try await store.setData(Data("hello".utf8), forKey: "greeting")
        #expect(try await store.data(forKey: "greeting") == Data("hello".utf8))
        #expect(try await store.data(forKey: "other") == nil)
    }

    @Test func roundTripsACodableValue() async throws {
        let store = InMemoryDurableStore()
        try await store.setValue(Watchlist(movieIDs: [550, 603]), forKey: "watchlist")
        #expect(try await store.value(Watchlist.self, forKey: "watchlist") == Watchlist(movieIDs: [550, 603]))
    }

    @Test func removesAndListsKeys() async throws {
        let store = InMemoryDurableStore()
        try await store.setData(Data(), forKey: "b")
        try await store.setData(Data(), forKey: "a")
        #expect(try await store.keys() == ["a", "b"])
        try await store.removeData(forKey: "a")
        #expect(try await store.keys() == ["b"])
    }

    @Test(arguments: ["", "has space", "slash/key", "ünicode", String(repeating: "k", count: 201)])
    func rejectsAnInvalidKey(key: String) async {
        let store = InMemoryDurableStore()
        await #expect(throws: DataPersistenceError.invalidKey(key)) {
            try await store.setData(Data(), forKey: key)
        }
    }

    @Test func reportsDataThatDoesNotDecodeAsCorrupt() async throws {
        let store = InMemoryDurableStore(entries: ["watchlist": Data("not json".utf8)])
        do {
            _ = try await store.value(Watchlist.self, forKey: "watchlist")
            Issue.record("expected a corrupt-data error")
        } catch {
            guard case .corrupt(let key, _) = error else {
                Issue.record("expected .corrupt, got \(error)")
                return
            }
            #expect(key == "watchlist")
        }
    }

    @Test func describesErrorsForPeople() {
        #expect(DataPersistenceError.invalidKey("a b").description.contains("not a valid key"))
        #expect(DataPersistenceError.unwritable(key: "w", reason: "disk full").description == "could not write \"w\": disk full")
    }
}

@Suite struct InMemoryDurableStoreListTests {
    private func record(_ key: String) -> DurableRecord {
        DurableRecord(key: key, payload: Data(key.utf8))
    }

    @Test func listsNewestFirstAndCountsTheWholeList() async throws {
        let store = InMemoryDurableStore()
        for key in ["a", "b", "c"] {
            try await store.transaction { list throws(DataPersistenceError) in try list.append(record(key), to: "history") }
        }
        let page = try await store.records(in: "history", offset: 1, limit: 5)
        #expect(page.records.map(\.key) == ["b", "a"])
        #expect(page.total == 3)
        #expect(try await store.records(in: "other", offset: 0, limit: 5) == DurableRecordPage(records: [], total: 0))
    }

    @Test func aTransactionThatThrowsChangesNothing() async throws {
        let store = InMemoryDurableStore()
        try await store.transaction { list throws(DataPersistenceError) in try list.append(record("a"), to: "history") }
        await #expect(throws: DataPersistenceError.invalidKey("bad key")) {
            try await store.transaction { list throws(DataPersistenceError) in
                try list.removeAllRecords(from: "history")
                try list.append(record("bad key"), to: "history")
            }
        }
        #expect(try await store.records(in: "history", offset: 0, limit: 5).records.map(\.key) == ["a"])
    }

    @Test func removesByKeyAndEmptiesAList() async throws {
        let store = InMemoryDurableStore()
        try await store.transaction { list throws(DataPersistenceError) in
            for key in ["a", "b", "a"] { try list.append(record(key), to: "history") }
            try list.removeRecords(withKey: "a", from: "history")
        }
        #expect(try await store.records(in: "history", offset: 0, limit: 5).records.map(\.key) == ["b"])
        try await store.transaction { list throws(DataPersistenceError) in try list.removeAllRecords(from: "history") }
        #expect(try await store.records(in: "history", offset: 0, limit: 5).total == 0)
    }
}
