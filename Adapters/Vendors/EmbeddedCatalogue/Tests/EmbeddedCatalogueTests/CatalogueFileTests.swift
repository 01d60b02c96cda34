import EmbeddedCatalogue
import EmbeddedCatalogueTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

/// What the catalogue knows of its file, on real files: which file can be used, writing one, and
/// a store that asks for its file built again when a read finds it damaged. Building it once
/// under a lock is the caller's, and is tested where it is (the App's CatalogueDerivedFileTests).
@Suite struct CatalogueFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-file-tests-\(UUID().uuidString)")

    var file: CatalogueFile { CatalogueFile(at: directory.appendingPathComponent("catalogue.sqlite"), seed: TestSeeds.seed) }

    /// Builds `file` as a caller would: written whole into a new file beside it, renamed into place.
    func build(_ file: CatalogueFile, progress: CatalogueStore.BuildProgress? = nil) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent("new-\(UUID().uuidString).sqlite")
        let queue = try DatabaseQueue(path: temporary.path)
        try file.write(into: queue, progress: progress)
        try queue.close()
        #expect(rename(temporary.path, file.url.path) == 0)
    }

    @Test func aWrittenFileIsCurrentAndAnswers() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try build(file)
        let database = try #require(file.openIfCurrent())
        #expect(try CatalogueStore(database: database).movie(id: 550)?.title == "Fight Club")
    }

    @Test func aMissingFileIsNotCurrent() {
        #expect(file.openIfCurrent() == nil)
    }

    @Test func aFileThatIsNotADatabaseIsNotCurrent() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("this is not a database".utf8).write(to: file.url)
        #expect(file.openIfCurrent() == nil)
    }

    @Test func aFileBuiltFromAnotherSeedIsNotCurrent() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try build(file)
        let renamed = TestSeeds.seed(replacing: #""title":"Se7en""#, with: #""title":"Seven""#)
        #expect(CatalogueFile(at: file.url, seed: renamed).openIfCurrent() == nil)
    }

    @Test func aFileMissingATableIsNotCurrent() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try build(file)
        try CatalogueTampering.execute("DROP TABLE movie_keyword", onFileAt: file.url)
        #expect(file.openIfCurrent() == nil)
    }

    @Test func theDamagedFileIsNotCurrentUntilAnotherTakesItsPlace() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try build(file)
        let damaged = try #require(file.openIfCurrent())
        #expect(file.openIfCurrent(replacing: damaged) == nil, "the file a read found damaged looks current, but is not")
        try build(file)
        #expect(file.openIfCurrent(replacing: damaged) != nil, "another process built it again meanwhile")
    }

    @Test func anInvalidSeedIsReportedAsSuch() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = TestSeeds.seed(replacing: #""genres":["Drama"]"#, with: #""genres":["Nope"]"#)
        #expect {
            try build(CatalogueFile(at: file.url, seed: broken))
        } throws: { error in
            guard case .seedInvalid = error as? CatalogueError else { return false }
            return true
        }
    }

    @Test func reportsProgressFromTheFirstFilmToTheLast() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let reports = Mutex<[Int]>([])
        try build(file) { done, total in
            #expect(total == 4)
            reports.withLock { $0.append(done) }
        }
        let done = reports.withLock { $0 }
        #expect(done.first == 0)
        #expect(done.last == 4)
    }

    @Test func aReadThatFindsTheFileDamagedIsAnsweredFromTheFileBuiltAgainOnce() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try build(file)
        let rebuilds = Mutex(0)
        let file = file
        let store = CatalogueStore(database: try #require(file.openIfCurrent())) { damaged throws(CatalogueError) in
            rebuilds.withLock { $0 += 1 }
            do {
                try build(file)
            } catch {
                throw .databaseUnavailable(path: file.url.path, reason: "\(error)")
            }
            guard let rebuilt = file.openIfCurrent(replacing: damaged) else {
                throw .databaseUnavailable(path: file.url.path, reason: "it was built but does not read back")
            }
            return rebuilt
        }
        try CatalogueTampering.execute("UPDATE movie SET runtime = 'abc' WHERE id = 550", onFileAt: file.url)
        #expect(try store.movie(id: 550)?.runtime == 139, "the damaged row is found on reading, and the file built again")
        #expect(rebuilds.withLock { $0 } == 1)

        try CatalogueTampering.execute("UPDATE movie SET runtime = 'abc' WHERE id = 550", onFileAt: file.url)
        #expect {
            try store.movie(id: 550)
        } throws: { error in
            guard case .rowUndecodable = error as? CatalogueError else { return false }
            return true
        }
        #expect(rebuilds.withLock { $0 } == 1, "once in the life of the store")
    }

    @Test func aStoreThatCannotRebuildReportsTheFailedRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try build(file)
        let store = CatalogueStore(database: try #require(file.openIfCurrent()))
        try CatalogueTampering.execute("UPDATE movie SET runtime = 'abc' WHERE id = 550", onFileAt: file.url)
        #expect {
            try store.movie(id: 550)
        } throws: { error in
            guard case .rowUndecodable = error as? CatalogueError else { return false }
            return true
        }
    }
}
