import Dispatch
import Foundation
import GRDB
import SQLiteFiles
import Synchronization
import Testing

@Suite("DerivedFile")
struct DerivedFileTests {
    /// A failure of a build, as a caller's code would throw.
    struct BuildFailure: Error, Equatable {}

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("derived-\(UUID().uuidString)")
    var url: URL { folder.appendingPathComponent("nested/derived.sqlite") }

    /// Counts builds across threads.
    final class Builds: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func increment() { count.withLock { $0 += 1 } }
    }

    /// The file opened read-only, if it holds a `version` table whose value is `version`.
    static func opened(_ url: URL, version: String) -> DatabaseQueue? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        guard let queue = try? DatabaseQueue(path: url.path, configuration: configuration),
            (try? queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM version") }) == version
        else { return nil }
        return queue
    }

    static func write(_ version: String, into queue: DatabaseQueue) throws {
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE version (value TEXT NOT NULL)")
            try db.execute(sql: "INSERT INTO version (value) VALUES (?)", arguments: [version])
        }
    }

    func openOrBuild(_ version: String, builds: Builds = Builds()) throws -> DatabaseQueue {
        try DerivedFile(at: url).openOrBuild(open: { Self.opened(url, version: version) }) { queue in
            builds.increment()
            try Self.write(version, into: queue)
        }
    }

    /// What lies beside the file but the file and its lock.
    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            .filter { $0 != "derived.sqlite" && $0 != ".derived.sqlite.lock" }.sorted()
    }

    @Test("A missing file is built, in a folder made for it, and nothing else is left beside it")
    func buildsAMissingFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let builds = Builds()

        let queue = try openOrBuild("one", builds: builds)

        #expect(try queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM version") } == "one")
        #expect(builds.value == 1)
        #expect(try leftovers().isEmpty)
    }

    @Test("A file that opens is reused as it is; one out of date is built again")
    func reusesAFileThatOpens() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let builds = Builds()
        _ = try openOrBuild("one", builds: builds)
        _ = try openOrBuild("one", builds: builds)
        #expect(builds.value == 1)

        _ = try openOrBuild("two", builds: builds)
        #expect(builds.value == 2)
        #expect(Self.opened(url, version: "two") != nil)
    }

    @Test("Runs started together build once; the others wait, then reuse what was built")
    func buildsOnceForManyAtOnce() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let builds = Builds()
        let opened = Mutex(0)
        let url = url
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let queue = try? DerivedFile(at: url).openOrBuild(open: { Self.opened(url, version: "one") }) { queue in
                builds.increment()
                Thread.sleep(forTimeInterval: 0.05)
                try Self.write("one", into: queue)
            }
            if queue != nil { opened.withLock { $0 += 1 } }
        }
        #expect(builds.value == 1)
        #expect(opened.withLock { $0 } == 8)
    }

    @Test("A build that fails leaves the file in place as it was, and no temporary file")
    func aFailedBuildLeavesTheFileAlone() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try openOrBuild("one")

        #expect(throws: DerivedFileError<BuildFailure>.failed(BuildFailure())) {
            try DerivedFile(at: url).openOrBuild(open: { Self.opened(url, version: "two") }) { (queue) throws(BuildFailure) in
                try? Self.write("half", into: queue)
                throw BuildFailure()
            }
        }
        #expect(Self.opened(url, version: "one") != nil)
        #expect(try leftovers().isEmpty)
    }

    @Test("A reader of the old file goes on reading it while the new one is renamed into place")
    func aReaderKeepsTheOldFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try openOrBuild("one")

        try DerivedFile(at: url).rebuild { queue in try Self.write("two", into: queue) }

        #expect(try old.read { db in try String.fetchOne(db, sql: "SELECT value FROM version") } == "one")
        #expect(Self.opened(url, version: "two") != nil)
    }

    @Test("A build that does not open afterwards is said in words")
    func aBuildThatDoesNotReadBack() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: DerivedFileError<BuildFailure>.unavailable("it was built but does not read back")) {
            try DerivedFile(at: url).openOrBuild(open: { () -> DatabaseQueue? in nil }) { (queue) throws(BuildFailure) in
                try? Self.write("one", into: queue)
            }
        }
    }

    @Test("A folder that cannot be made is said in words, naming the file in the way")
    func aFolderThatCannotBeMade() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("file")
        try Data().write(to: blocker)
        let url = blocker.appendingPathComponent("derived.sqlite")

        #expect(
            throws: DerivedFileError<BuildFailure>.unavailable("could not create the folder \(blocker.path): \(blocker.path) is a file")
        ) {
            try DerivedFile(at: url).rebuild { (_) throws(BuildFailure) in }
        }
    }

    @Test("What a caller runs under a lock of its own is run, and what it throws comes back as it was")
    func aLockOfTheCallersOwn() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = DerivedFile(at: url)

        #expect(try file.withLock(named: "import.lock") { () throws(BuildFailure) in 42 } == 42)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("nested/.derived.sqlite.import.lock").path))
        #expect(throws: DerivedFileError<BuildFailure>.failed(BuildFailure())) {
            try file.withLock(named: "import.lock") { () throws(BuildFailure) in throw BuildFailure() }
        }
        // Another lock than the builds': a build goes ahead while it is held.
        try file.withLock(named: "import.lock") { () throws(DerivedFileError<any Error>) in
            _ = try file.openOrBuild(open: { Self.opened(url, version: "one") }) { queue in try Self.write("one", into: queue) }
        }
        #expect(Self.opened(url, version: "one") != nil)
    }

    /// Leftovers of killed builds beside a file already built: one naming a pid no process has,
    /// one naming a live process (this one), as a killed build's pid may since name another.
    func plantLeftovers() throws -> (abandoned: [URL], live: URL) {
        let folder = url.deletingLastPathComponent()
        let abandoned = [
            folder.appendingPathComponent(".derived.sqlite.2147483600.ABC.building"),
            folder.appendingPathComponent(".derived.sqlite.2147483600.ABC.building-journal"),
        ]
        let live = folder.appendingPathComponent(".derived.sqlite.\(ProcessInfo.processInfo.processIdentifier).DEF.building")
        for file in abandoned + [live] { try Data("half".utf8).write(to: file) }
        return (abandoned, live)
    }

    @Test("With no build under way, every temporary file left beside the file is swept, whatever pid it names")
    func sweepsEveryLeftoverWhenNoBuildRuns() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try openOrBuild("one")
        _ = try plantLeftovers()

        DerivedFile(at: url).removeAbandonedBuilds()

        #expect(try leftovers().isEmpty)
        #expect(Self.opened(url, version: "one") != nil)
    }

    @Test("While a build holds the lock, only the temporary files of gone processes are swept")
    func sweepsOnlyGoneProcessesWhileABuildRuns() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try openOrBuild("one")
        let (_, live) = try plantLeftovers()
        let lock = open(url.deletingLastPathComponent().appendingPathComponent(".derived.sqlite.lock").path, O_RDWR)
        try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
        defer { close(lock) }

        DerivedFile(at: url).removeAbandonedBuilds()

        #expect(try leftovers() == [live.lastPathComponent])
    }

    @Test("A build sweeps the temporary files of killed builds first: it holds the lock, so none is under way")
    func aBuildSweepsEveryLeftover() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try openOrBuild("one")
        _ = try plantLeftovers()

        _ = try openOrBuild("two")

        #expect(try leftovers().isEmpty)
    }
}
