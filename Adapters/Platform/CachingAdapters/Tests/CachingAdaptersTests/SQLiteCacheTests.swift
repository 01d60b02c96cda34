import Caching
import CachingAdapters
import Foundation
import Synchronization
import Testing

@Suite struct SQLiteCacheTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
    private var file: URL { folder.appendingPathComponent("popcorn/cache.sqlite") }
    private let clock = TestClock()
    private let problems = ProblemLog()

    private let fightClub = Film(
        id: 550, title: "Fight Club", released: Date(timeIntervalSince1970: 939_945_600), status: .released,
        genres: ["Drama", "Thriller"], rating: 8.4)

    /// A cache on `file` (or `at`), as one run of the app would open it.
    private func makeCache(at url: URL? = nil) -> SQLiteCache {
        let clock = clock
        let problems = problems
        return SQLiteCache(fileAt: url ?? file, now: { clock.now }, reportingProblems: { problems.record($0) })
    }

    private func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: Keeping values

    @Test func keepsValuesOfSeveralTypesForTheNextRun() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        let day = Duration.seconds(86_400)
        await cache.store(fightClub, for: CacheKey<Film>("movies.details.550"), timeToLive: day)
        await cache.store("Fight Club", for: CacheKey<String>("title"), timeToLive: day)
        await cache.store(139, for: CacheKey<Int>("runtime"), timeToLive: day)
        await cache.store([fightClub, fightClub], for: CacheKey<[Film]>("page"), timeToLive: day)
        await cache.store(["en": 1, "fr": 2], for: CacheKey<[String: Int]>("languages"), timeToLive: day)
        await cache.store(nil, for: CacheKey<Int?>("budget"), timeToLive: day)

        let nextRun = makeCache()
        #expect(await nextRun.value(for: CacheKey<Film>("movies.details.550")) == fightClub)
        #expect(await nextRun.value(for: CacheKey<String>("title")) == "Fight Club")
        #expect(await nextRun.value(for: CacheKey<Int>("runtime")) == 139)
        #expect(await nextRun.value(for: CacheKey<[Film]>("page")) == [fightClub, fightClub])
        #expect(await nextRun.value(for: CacheKey<[String: Int]>("languages")) == ["en": 1, "fr": 2])
        #expect(await nextRun.value(for: CacheKey<Int?>("budget")) == .some(nil))
        #expect(await nextRun.value(for: CacheKey<Int>("absent")) == nil)
        #expect(problems.reported.isEmpty)
    }

    @Test func aNewValueReplacesTheOldAndCanBeRemoved() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        let key = CacheKey<String>("title")
        await cache.store("Fight Club", for: key, timeToLive: .seconds(60))
        await cache.store("Fight Club (1999)", for: key, timeToLive: .seconds(60))
        #expect(await cache.value(for: key) == "Fight Club (1999)")
        await cache.removeValue(for: key)
        #expect(await cache.entry(for: key) == nil)
        await cache.store("Fight Club", for: key, timeToLive: .seconds(60))
        await cache.store("gone", for: key, timeToLive: .zero)
        #expect(await cache.entry(for: key) == nil)
    }

    @Test func isNotOpenedUntilFirstAskedThenIsAWALFileMarkedAsACache() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        _ = await cache.value(for: CacheKey<Int>("anything"))
        #expect(FileManager.default.fileExists(atPath: file.path))
        let sqlite = SQLite3Command(file: file)
        #expect(try sqlite.run("PRAGMA journal_mode;") == "wal")
        #expect(try sqlite.run("PRAGMA application_id;") == "\(0x5043_4348)")
    }

    // MARK: Expiry

    @Test func aValueExpiresByTheCachesClockAndStaysReadableAsAnEntry() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        let key = CacheKey<Film>("movies.details.550")
        let stored = clock.now
        await cache.store(fightClub, for: key, timeToLive: .seconds(60))
        clock.advance(by: 59)
        #expect(await cache.value(for: key) == fightClub)
        #expect(await cache.entry(for: key)?.isExpired == false)
        clock.advance(by: 1)
        #expect(await cache.value(for: key) == nil)

        let entry = try #require(await makeCache().entry(for: key))
        #expect(entry.value == fightClub)
        #expect(entry.isExpired)
        #expect(entry.storedAt == stored)
        #expect(entry.expiresAt == stored.addingTimeInterval(60))
        #expect(entry.age == .seconds(60))
    }

    @Test func entriesExpiredForLongAreForgottenWhenTheFileIsOpened() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        await cache.store(1, for: CacheKey<Int>("expires.first"), timeToLive: .seconds(86_400))
        await cache.store(2, for: CacheKey<Int>("expires.later"), timeToLive: .seconds(3 * 86_400))
        clock.advance(by: 32 * 86_400)
        // This run's connection is already open: it prunes nothing.
        #expect(await cache.entry(for: CacheKey<Int>("expires.first"))?.value == 1)

        let nextRun = makeCache()
        #expect(await nextRun.entry(for: CacheKey<Int>("expires.first")) == nil)
        #expect(await nextRun.entry(for: CacheKey<Int>("expires.later"))?.value == 2)
        #expect(try await nextRun.info().entryCount == 1)
    }

    // MARK: Changed types

    @Test func aValueThatNoLongerDecodesAsItsKeysTypeReadsAsAbsent() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        await cache.store(fightClub, for: CacheKey<Film>("movies.details.550"), timeToLive: .seconds(60))
        #expect(await cache.value(for: CacheKey<FilmWithRuntime>("movies.details.550")) == nil)
        #expect(await cache.entry(for: CacheKey<FilmWithRuntime>("movies.details.550")) == nil)
        #expect(await cache.value(for: CacheKey<Int>("movies.details.550")) == nil)
        let compatible = await cache.value(for: CacheKey<FilmWithTagline>("movies.details.550"))
        #expect(compatible == FilmWithTagline(id: 550, title: "Fight Club", tagline: nil))
        #expect(problems.reported.isEmpty, "a value that does not decode is not a problem of the file")
    }

    // MARK: Info and clearing

    @Test func infoCountsEntriesAndExpiredOnesAndMeasuresTheFile() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        await cache.store(1, for: CacheKey<Int>("short"), timeToLive: .seconds(10))
        await cache.store(2, for: CacheKey<Int>("long"), timeToLive: .seconds(1_000))
        await cache.store(3, for: CacheKey<Int>("longer"), timeToLive: .seconds(2_000))
        clock.advance(by: 10)
        let info = try await cache.info()
        #expect(info.file == file)
        #expect(info.entryCount == 3)
        #expect(info.expiredCount == 1)
        let onDisk = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
        #expect(info.bytesOnDisk >= Int64(try #require(onDisk)))
    }

    @Test func removeAllForgetsEverythingAndGivesTheSpaceBack() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        let large = String(repeating: "Tyler Durden. ", count: 20_000)
        for number in 0..<40 {
            await cache.store(large, for: CacheKey<String>("large.\(number)"), timeToLive: .seconds(60))
        }
        let full = try await cache.info()
        #expect(full.entryCount == 40 && full.bytesOnDisk > 10_000_000)
        await cache.removeAll()
        let emptied = try await cache.info()
        #expect(emptied.entryCount == 0)
        #expect(emptied.bytesOnDisk < 200_000)
        #expect(await makeCache().value(for: CacheKey<String>("large.0")) == nil)
    }

    // MARK: Files that are not the cache's

    @Test func aFileThatIsNotADatabaseIsReportedAndNeverWritten() async throws {
        defer { removeFolder() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let text = Data(String(repeating: "my notes, not a database\n", count: 200).utf8)
        try text.write(to: file)
        try await expectRefused(leaving: text)
    }

    @Test(arguments: [
        "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');",
        "PRAGMA application_id = \(0x504F_5043);",  // the user's data file, before its tables exist
        "CREATE TABLE cache_entry (key TEXT); PRAGMA user_version = 1;",
    ])
    func anotherProgramsDatabaseIsReportedAndNeverWritten(_ script: String) async throws {
        defer { removeFolder() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SQLite3Command(file: file).run(script)
        try await expectRefused(leaving: try Data(contentsOf: file))
    }

    /// Uses a cache on `file` every way there is, and expects nothing read, nothing written, the
    /// refusal reported once and told by `info()`.
    private func expectRefused(leaving bytes: Data) async throws {
        let cache = makeCache()
        await cache.store(fightClub, for: CacheKey<Film>("movies.details.550"), timeToLive: .seconds(60))
        #expect(await cache.value(for: CacheKey<Film>("movies.details.550")) == nil)
        #expect(await cache.entry(for: CacheKey<Film>("movies.details.550")) == nil)
        await cache.removeValue(for: CacheKey<Film>("movies.details.550"))
        await cache.removeAll()
        await #expect(throws: SQLiteCacheError.foreignFile(path: file.path)) { try await cache.info() }
        #expect(problems.reported == [.foreignFile(path: file.path)])
        #expect(try Data(contentsOf: file) == bytes)
        #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
        #expect(SQLiteCacheError.foreignFile(path: file.path).description.contains("left untouched"))
    }

    @Test func aCacheFileOfAnOlderLayoutIsEmptiedAndUsed() async throws {
        defer { removeFolder() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SQLite3Command(file: file).run(
            "CREATE TABLE cache_entry (key TEXT, data TEXT); INSERT INTO cache_entry VALUES ('a', 'b'); "
                + "PRAGMA application_id = \(0x5043_4348);")
        let cache = makeCache()
        #expect(try await cache.info().entryCount == 0)
        await cache.store(139, for: CacheKey<Int>("runtime"), timeToLive: .seconds(60))
        #expect(await cache.value(for: CacheKey<Int>("runtime")) == 139)
        #expect(problems.reported.isEmpty)
    }

    // MARK: A cache that cannot work

    @Test func aFolderThatCannotBeMadeLeavesACacheThatOnlyForgets() async throws {
        defer { removeFolder() }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let notAFolder = folder.appendingPathComponent("popcorn")
        try Data("a file where the folder should be".utf8).write(to: notAFolder)
        let unusable = notAFolder.appendingPathComponent("cache.sqlite")
        let cache = makeCache(at: unusable)
        await cache.store(fightClub, for: CacheKey<Film>("movies.details.550"), timeToLive: .seconds(60))
        #expect(await cache.value(for: CacheKey<Film>("movies.details.550")) == nil)
        #expect(await cache.entry(for: CacheKey<Film>("movies.details.550")) == nil)
        await cache.removeAll()
        await #expect {
            try await cache.info()
        } throws: { error in
            guard case .unavailable(let path, _) = error as? SQLiteCacheError else { return false }
            return path == unusable.path
        }
        #expect(problems.reported.count == 1)
        #expect(problems.reported.first?.description.contains("nothing is cached") == true)
    }

    // MARK: Sharing the file

    @Test func independentCachesWritingAndReadingTheFileAtOnceLoseNothing() async throws {
        defer { removeFolder() }
        // Each cache has its own connection, as each run of the app does.
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    let cache = makeCache()
                    for number in 0..<30 {
                        await cache.store("\(writer).\(number)", for: CacheKey<String>("k.\(writer).\(number)"), timeToLive: .seconds(600))
                        _ = await cache.value(for: CacheKey<String>("k.\((writer + 1) % 8).\(number)"))
                        _ = try? await cache.info()
                    }
                }
            }
        }
        #expect(problems.reported.isEmpty, "\(problems.reported)")
        let reader = makeCache()
        for writer in 0..<8 {
            for number in 0..<30 {
                #expect(await reader.value(for: CacheKey<String>("k.\(writer).\(number)")) == "\(writer).\(number)")
            }
        }
        #expect(try await reader.info().entryCount == 240)
        #expect(problems.reported.isEmpty)
    }

    @Test func otherProcessesWritingTheFileAtTheSameTimeAreWaitedFor() async throws {
        defer { removeFolder() }
        _ = try await makeCache().info()
        let sqlite = SQLite3Command(file: file)
        let writers = try (0..<3).map { process in
            try sqlite.start(
                (0..<100).map { number in
                    "INSERT INTO cache_entry (key, value, stored_at, expires_at) "
                        + "VALUES ('p.\(process).\(number)', CAST('\"from \(process)\"' AS BLOB), 0, 1e12);"
                }.joined(separator: "\n"))
        }
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<3 {
                group.addTask {
                    let cache = makeCache()
                    for number in 0..<50 {
                        await cache.store(number, for: CacheKey<Int>("c.\(writer).\(number)"), timeToLive: .seconds(600))
                    }
                }
            }
        }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.allSatisfy { $0.terminationStatus == 0 })
        let reader = makeCache()
        #expect(try await reader.info().entryCount == 300 + 150)
        #expect(await reader.value(for: CacheKey<String>("p.2.99")) == "from 2")
        #expect(await reader.value(for: CacheKey<Int>("c.2.49")) == 49)
        #expect(problems.reported.isEmpty)
    }

    @Test func aWriterWaitsForAnotherProcessHoldingTheFile() async throws {
        defer { removeFolder() }
        let cache = makeCache()
        _ = try await cache.info()
        let locked = folder.appendingPathComponent("locked")
        let release = folder.appendingPathComponent("release")
        let waitForRelease = folder.appendingPathComponent("wait-for-release.sh")
        try "while [ ! -e '\(release.path)' ]; do sleep 0.02; done\n".write(to: waitForRelease, atomically: true, encoding: .utf8)
        let holder = try SQLite3Command(file: file).start(
            """
            BEGIN IMMEDIATE;
            INSERT INTO cache_entry (key, value, stored_at, expires_at) VALUES ('held', CAST('1' AS BLOB), 0, 1e12);
            .shell touch \(locked.path)
            .shell sh \(waitForRelease.path)
            COMMIT;
            """)
        while !FileManager.default.fileExists(atPath: locked.path) { try await Task.sleep(for: .milliseconds(10)) }
        let done = Mutex(false)
        let writer = Task {
            await cache.store(2, for: CacheKey<Int>("waited"), timeToLive: .seconds(60))
            done.withLock { $0 = true }
        }
        try await Task.sleep(for: .milliseconds(500))
        #expect(!done.withLock { $0 }, "the write waits while another process holds the file")
        try Data().write(to: release)
        await writer.value
        holder.waitUntilExit()
        #expect(holder.terminationStatus == 0)
        #expect(await cache.value(for: CacheKey<Int>("waited")) == 2)
        #expect(await cache.value(for: CacheKey<Int>("held")) == 1)
        #expect(problems.reported.isEmpty)
    }
}
