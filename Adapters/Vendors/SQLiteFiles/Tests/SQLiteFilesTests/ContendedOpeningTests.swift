import Foundation
import GRDB
import SQLiteFiles
import Synchronization
import Testing

@Suite("ContendedOpening")
struct ContendedOpeningTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opening-\(UUID().uuidString)")
    private var path: String { folder.appendingPathComponent("file.sqlite").path }

    /// A connection that waits up to 30 s for another's lock, as Popcorn's stores do.
    private func connection() throws -> DatabaseQueue {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// A second connection that writes to the (rollback-mode) file inside `whileWriting`, holding
    /// its write lock until that returns, as another run laying out the file does.
    private func holdingAWriteLock(_ whileWriting: @escaping @Sendable () throws -> Void) throws {
        let writer = try connection()
        try writer.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                try db.execute(sql: "INSERT INTO item DEFAULT VALUES")
                try whileWriting()
                return .commit
            }
        }
    }

    private func newFile() throws {
        try connection().write { db in try db.execute(sql: "CREATE TABLE item (id INTEGER PRIMARY KEY)") }
    }

    @Test("Switching a file to WAL while another connection writes to it is refused at once, whatever the busy timeout")
    func sqliteDoesNotWaitToSwitchToWAL() throws {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        try newFile()
        let switcher = try connection()
        let started = ContinuousClock.now
        try holdingAWriteLock {
            #expect {
                try switcher.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
            } throws: { error in
                guard let error = error as? DatabaseError else { return false }
                return ContendedOpening.isContention(error)
            }
        }
        #expect(ContinuousClock.now - started < .seconds(10), "refused without waiting out the 30 s timeout")
    }

    @Test("Retrying, the switch to WAL lands once the other connection lets go")
    func retriesUntilTheLockIsGone() throws {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        try newFile()
        let switcher = try connection()
        let attempts = Mutex(0)
        let writing = DispatchSemaphore(value: 0)
        let stopWriting = DispatchSemaphore(value: 0)
        let writer = Thread { [self] in
            do {
                try holdingAWriteLock {
                    writing.signal()
                    stopWriting.wait()
                }
            } catch {
                writing.signal()
            }
        }
        writer.start()
        writing.wait()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { stopWriting.signal() }

        let mode = try ContendedOpening.retrying(for: 20) {
            attempts.withLock { $0 += 1 }
            return try switcher.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
        }

        #expect(mode == "wal")
        #expect(attempts.withLock { $0 } > 1, "the first attempt met the writer's lock")
    }

    /// What `retrying(for: seconds)` ends with when every attempt fails with `code`, and how many
    /// attempts it made.
    private func retryingAnAlwaysFailingOpening(_ code: ResultCode, for seconds: TimeInterval) -> (code: ResultCode?, attempts: Int) {
        var attempts = 0
        do {
            _ = try ContendedOpening.retrying(for: seconds) { () throws -> Int in
                attempts += 1
                throw DatabaseError(resultCode: code, message: "failed as told")
            }
            return (nil, attempts)
        } catch {
            return ((error as? DatabaseError)?.resultCode, attempts)
        }
    }

    @Test("Gives up with SQLite's own error once the time is up")
    func givesUpInTime() {
        let (code, attempts) = retryingAnAlwaysFailingOpening(.SQLITE_BUSY, for: 0.1)
        #expect(code == .SQLITE_BUSY)
        #expect(attempts > 1)
    }

    @Test("Any other failure is thrown at the first attempt")
    func otherErrorsAreNotRetried() {
        let (code, attempts) = retryingAnAlwaysFailingOpening(.SQLITE_NOTADB, for: 20)
        #expect(code == .SQLITE_NOTADB)
        #expect(attempts == 1)
    }
}
