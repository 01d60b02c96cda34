import Foundation
import GRDB
import SQLiteFiles
import Testing

@Suite("WriteAheadLog")
struct WriteAheadLogTests {
    /// A WAL-mode file whose log SQLite never checkpoints on its own, holding `rows` rows of 1 KiB.
    static func file(rows: Int) throws -> (queue: DatabaseQueue, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("file.sqlite").path, configuration: configuration)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY, body BLOB NOT NULL)")
        }
        for id in 0..<rows {
            try queue.write { db in
                try db.execute(sql: "INSERT INTO item (id, body) VALUES (?, ?)", arguments: [id, Data(repeating: 7, count: 1024)])
            }
        }
        return (queue, folder)
    }

    static func walSize(_ queue: DatabaseQueue) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: queue.path + "-wal")
        return (attributes?[.size] as? NSNumber)?.intValue ?? -1
    }

    @Test("A log longer than the limit is copied into the database and emptied, and every row is still there")
    func trimsALongLog() throws {
        let (queue, folder) = try Self.file(rows: 200)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.walSize(queue) > WriteAheadLog.usualLimit)

        WriteAheadLog.trim(queue)

        #expect(Self.walSize(queue) == 0)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") } == 200)
    }

    @Test("A log within the limit is left as it is")
    func leavesAShortLog() throws {
        let (queue, folder) = try Self.file(rows: 3)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Self.walSize(queue)
        #expect(before > 0 && before <= WriteAheadLog.usualLimit)

        WriteAheadLog.trim(queue)

        #expect(Self.walSize(queue) == before)
    }

    @Test("While another connection reads, the log is left for later without waiting, and the wait for others is kept")
    func neverWaitsForAReader() throws {
        let (queue, folder) = try Self.file(rows: 200)
        defer { try? FileManager.default.removeItem(at: folder) }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA busy_timeout = 30000") }
        let reader = try DatabaseQueue(path: queue.path)
        let before = Self.walSize(queue)
        let clock = ContinuousClock()

        let took = try reader.read { db in
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM item")
            return clock.measure { WriteAheadLog.trim(queue) }
        }

        #expect(took < .seconds(10))
        #expect(Self.walSize(queue) == before)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA busy_timeout") } == 30000)
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM item") } == 200)
    }
}
