import DataPersistence
import DataPersistenceAdapters
import Foundation
import Testing

@Suite struct SQLiteDurableStoreTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("durable-\(UUID().uuidString)")
    private var file: URL { folder.appendingPathComponent("user-data.sqlite") }

    private func record(_ key: String) -> DurableRecord {
        DurableRecord(key: key, payload: Data("payload of \(key)".utf8))
    }

    @Test func keepsValuesAndListsAcrossOpenings() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store: any DurableStore = SQLiteDurableStore(fileAt: file)
        try await store.setData(Data("hello".utf8), forKey: "greeting")
        try await store.transaction { list throws(DataPersistenceError) in
            for key in ["movie-603", "tv-1399"] { try list.append(record(key), to: "history") }
        }
        let reopened: any DurableStore = SQLiteDurableStore(fileAt: file)
        #expect(try await reopened.data(forKey: "greeting") == Data("hello".utf8))
        #expect(try await reopened.keys() == ["greeting"])
        let page = try await reopened.records(in: "history", offset: 0, limit: 10)
        #expect(page.records == [record("tv-1399"), record("movie-603")])
        #expect(page.total == 2)
    }

    @Test func pagesRemovesByKeyAndEmpties() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store: any DurableStore = SQLiteDurableStore(fileAt: file)
        try await store.transaction { list throws(DataPersistenceError) in
            for key in ["a", "b", "c", "a"] { try list.append(record(key), to: "history") }
            try list.append(record("x"), to: "other")
        }
        #expect(try await store.records(in: "history", offset: 1, limit: 2).records.map(\.key) == ["c", "b"])
        try await store.transaction { list throws(DataPersistenceError) in try list.removeRecords(withKey: "a", from: "history") }
        #expect(try await store.records(in: "history", offset: 0, limit: 9).records.map(\.key) == ["c", "b"])
        try await store.transaction { list throws(DataPersistenceError) in try list.removeAllRecords(from: "history") }
        #expect(try await store.records(in: "history", offset: 0, limit: 9).total == 0)
        #expect(try await store.records(in: "other", offset: 0, limit: 9).total == 1)
    }

    @Test func aTransactionThatFailsLeavesTheListAsItWas() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store: any DurableStore = SQLiteDurableStore(fileAt: file)
        try await store.transaction { list throws(DataPersistenceError) in try list.append(record("a"), to: "history") }
        await #expect(throws: DataPersistenceError.invalidKey("not a key")) {
            try await store.transaction { list throws(DataPersistenceError) in
                try list.removeAllRecords(from: "history")
                try list.append(record("not a key"), to: "history")
            }
        }
        #expect(try await store.records(in: "history", offset: 0, limit: 9).records.map(\.key) == ["a"])
    }

    @Test func fiftyWritersAtOnceLoseNothing() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Each writer has its own connection, as each run of the app does.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<50 {
                group.addTask {
                    let store: any DurableStore = SQLiteDurableStore(fileAt: file)
                    try await store.transaction { list throws(DataPersistenceError) in
                        try list.removeRecords(withKey: "movie-\(number)", from: "history")
                        try list.append(record("movie-\(number)"), to: "history")
                    }
                }
            }
            try await group.waitForAll()
        }
        let reread: any DurableStore = SQLiteDurableStore(fileAt: file)
        let page = try await reread.records(in: "history", offset: 0, limit: 100)
        #expect(page.total == 50)
        #expect(Set(page.records.map(\.key)).count == 50)
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndLeftAlone() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = Data(String(repeating: "my notes, not a database\n", count: 200).utf8)
        try text.write(to: file)
        let store: any DurableStore = SQLiteDurableStore(fileAt: file)
        await #expect {
            _ = try await store.records(in: "history", offset: 0, limit: 1)
        } throws: { error in
            guard case .unavailable(let reason) = error as? DataPersistenceError else { return false }
            return reason.contains(file.path) && reason.contains("not a Popcorn data file") && reason.contains("Move it")
        }
        #expect(try Data(contentsOf: file) == text)
    }

    @Test func anotherProgramsDatabaseIsRefused() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        other.arguments = ["sqlite3", file.path, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');"]
        try other.run()
        other.waitUntilExit()
        try #require(other.terminationStatus == 0)
        let before = try Data(contentsOf: file)
        let store: any DurableStore = SQLiteDurableStore(fileAt: file)
        await #expect(throws: DataPersistenceError.self) {
            try await store.transaction { list throws(DataPersistenceError) in try list.append(record("a"), to: "history") }
        }
        #expect(try Data(contentsOf: file) == before)
    }
}
