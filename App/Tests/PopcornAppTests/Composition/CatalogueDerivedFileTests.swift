import EmbeddedCatalogue
import EmbeddedCatalogueTestSupport
import Foundation
import Synchronization
import Testing

@testable import PopcornApp

/// The catalogue's file built as a `DerivedFile`, on real files: once, under its lock, into a
/// temporary file renamed into place; reused, rebuilt when out of date or damaged, swept of what
/// killed builds left.
@Suite struct CatalogueDerivedFileTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-tests-\(UUID().uuidString)")
    }

    var databaseURL: URL { directory.appendingPathComponent("nested/catalogue.sqlite") }

    /// The catalogue at `url`, built from `seed` first unless current, as the App opens it.
    func openCatalogue(
        databaseAt url: URL, seed: CatalogueSeed, progress: CatalogueStore.BuildProgress? = nil
    ) throws(CatalogueError) -> CatalogueStore {
        try CatalogueDerivedFile(file: CatalogueFile(at: url, seed: seed), progress: progress).open()
    }

    func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: databaseURL.deletingLastPathComponent().path)
            .filter { $0 != "catalogue.sqlite" && $0 != ".catalogue.sqlite.lock" }
    }

    @Test func buildsTheFileOnFirstOpenWithoutLeavingAnythingElse() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
        #expect(FileManager.default.fileExists(atPath: databaseURL.path))
        #expect(try leftovers().isEmpty)
    }

    @Test func reusesTheFileWhileTheSeedIsUnchanged() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        let built = try modificationDate(databaseURL)
        Thread.sleep(forTimeInterval: 0.05)
        let reopened = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try modificationDate(databaseURL) == built)
        #expect(try reopened.movie(id: 603)?.title == "The Matrix")
    }

    @Test func rebuildsWhenTheSeedChanges() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        let renamed = TestSeeds.seed(replacing: #""title":"Se7en""#, with: #""title":"Seven""#)
        let store = try openCatalogue(databaseAt: databaseURL, seed: renamed)
        #expect(try store.movie(id: 807)?.title == "Seven")
    }

    @Test func rebuildsADamagedFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("this is not a database".utf8).write(to: databaseURL)
        let store = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
    }

    @Test func anInvalidSeedLeavesTheExistingCatalogueAlone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        let broken = TestSeeds.seed(replacing: #""genres":["Drama"]"#, with: #""genres":["Nope"]"#)
        #expect(throws: CatalogueError.self) { try openCatalogue(databaseAt: databaseURL, seed: broken) }
        #expect(try leftovers().isEmpty)
        let store = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
    }

    /// Leftovers of killed builds beside a catalogue already built: one naming a pid no process
    /// has, one naming a live process (this one), as a killed build's pid may since name another.
    func plantLeftovers() throws -> (abandoned: [URL], live: URL) {
        let folder = databaseURL.deletingLastPathComponent()
        let abandoned = [
            folder.appendingPathComponent(".catalogue.sqlite.2147483600.ABC.building"),
            folder.appendingPathComponent(".catalogue.sqlite.2147483600.ABC.building-journal"),
        ]
        let live = folder.appendingPathComponent(".catalogue.sqlite.\(ProcessInfo.processInfo.processIdentifier).DEF.building")
        for file in abandoned + [live] { try Data("half".utf8).write(to: file) }
        return (abandoned, live)
    }

    @Test func anyOpeningSweepsEveryLeftoverWhenNoBuildIsUnderWay() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        _ = try plantLeftovers()
        let reopened = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try leftovers().isEmpty, "no build holds the lock, so whatever pid a file names, its build is over")
        #expect(try reopened.movie(id: 550)?.title == "Fight Club")
    }

    @Test func whileABuildHoldsTheLockOnlyTheFilesOfGoneProcessesGo() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        let (_, live) = try plantLeftovers()
        let lock = open(databaseURL.deletingLastPathComponent().appendingPathComponent(".catalogue.sqlite.lock").path, O_RDWR)
        try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
        defer { close(lock) }
        _ = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try leftovers() == [live.lastPathComponent], "a build under way, whose process lives, is left alone")
    }

    @Test func rebuildsAfterATableIsDropped() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        try sqlite("DROP TABLE movie_keyword")
        let store = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try store.movies(similarTo: 550, limit: 10, offset: 0)?.movies.map(\.id) == [807, 603])
    }

    @Test func rebuildsWhenARowHoldsAValueOfTheWrongType() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        try sqlite("UPDATE movie SET runtime = 'abc' WHERE id = 550")
        let store = try openCatalogue(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try store.movie(id: 550)?.runtime == 139, "the damaged row is found on reading, and the file rebuilt")
    }

    @Test func manyOpeningAtOnceBuildOnce() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let builds = BuildCounter()
        let url = databaseURL
        let titles = try await withThrowingTaskGroup(of: String?.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let store = try CatalogueDerivedFile(
                        file: CatalogueFile(at: url, seed: TestSeeds.seed),
                        progress: { done, _ in
                            if done == 0 { builds.increment() }
                        }
                    ).open()
                    return try store.movie(id: 550)?.title
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(titles == Array(repeating: "Fight Club", count: 8))
        #expect(builds.value == 1)
    }

    /// Changes the database behind the store's back, as a user with the sqlite3 shell could.
    func sqlite(_ statement: String) throws {
        try CatalogueTampering.execute(statement, onFileAt: databaseURL)
    }

    @Test func saysWhereItCouldNotWrite() throws {
        let blocker = directory.appendingPathComponent("file")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: blocker)
        let url = blocker.appendingPathComponent("catalogue.sqlite")
        #expect {
            try openCatalogue(databaseAt: url, seed: TestSeeds.seed)
        } throws: { error in
            guard case .databaseUnavailable(let path, let reason) = error as? CatalogueError else { return false }
            return path == url.path && reason == "could not create the folder \(blocker.path): \(blocker.path) is a file"
        }
    }

    /// Counts builds across the tasks of one test.
    final class BuildCounter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func increment() { count.withLock { $0 += 1 } }
    }
}
