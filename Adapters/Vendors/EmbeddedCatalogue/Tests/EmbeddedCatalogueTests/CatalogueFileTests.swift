import EmbeddedCatalogue
import Foundation
import Testing

@Suite struct CatalogueFileTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-tests-\(UUID().uuidString)")
    }

    var databaseURL: URL { directory.appendingPathComponent("nested/catalogue.sqlite") }

    func modificationDate(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: databaseURL.deletingLastPathComponent().path)
            .filter { $0 != "catalogue.sqlite" }
    }

    @Test func buildsTheFileOnFirstOpenWithoutLeavingAnythingElse() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try CatalogueStore.open(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
        #expect(FileManager.default.fileExists(atPath: databaseURL.path))
        #expect(try leftovers().isEmpty)
    }

    @Test func reusesTheFileWhileTheSeedIsUnchanged() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CatalogueStore.open(databaseAt: databaseURL, seed: TestSeeds.seed)
        let built = try modificationDate(databaseURL)
        Thread.sleep(forTimeInterval: 0.05)
        let reopened = try CatalogueStore.open(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try modificationDate(databaseURL) == built)
        #expect(try reopened.movie(id: 603)?.title == "The Matrix")
    }

    @Test func rebuildsWhenTheSeedChanges() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CatalogueStore.open(databaseAt: databaseURL, seed: TestSeeds.seed)
        let renamed = TestSeeds.seed(replacing: #""title": "Se7en""#, with: #""title": "Seven""#)
        let store = try CatalogueStore.open(databaseAt: databaseURL, seed: renamed)
        #expect(try store.movie(id: 807)?.title == "Seven")
    }

    @Test func rebuildsADamagedFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: databaseURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("this is not a database".utf8).write(to: databaseURL)
        let store = try CatalogueStore.open(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
    }

    @Test func anInvalidSeedLeavesTheExistingCatalogueAlone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CatalogueStore.open(databaseAt: databaseURL, seed: TestSeeds.seed)
        let broken = TestSeeds.seed(replacing: #""genres": ["Drama"]"#, with: #""genres": ["Nope"]"#)
        #expect(throws: CatalogueError.self) { try CatalogueStore.open(databaseAt: databaseURL, seed: broken) }
        #expect(try leftovers().isEmpty)
        let store = try CatalogueStore.open(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try store.movie(id: 550)?.title == "Fight Club")
    }

    @Test func sweepsUpWhatAKilledBuildLeftBehind() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = databaseURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let abandoned = folder.appendingPathComponent(".catalogue.sqlite.123.ABC.building")
        let recent = folder.appendingPathComponent(".catalogue.sqlite.456.DEF.building")
        try Data("half".utf8).write(to: abandoned)
        try Data("busy".utf8).write(to: recent)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-2 * 60 * 60)], ofItemAtPath: abandoned.path)
        _ = try CatalogueStore.open(databaseAt: databaseURL, seed: TestSeeds.seed)
        #expect(try leftovers() == [recent.lastPathComponent], "a build under way in another process is left alone")
    }

    @Test func saysWhereItCouldNotWrite() throws {
        let blocker = directory.appendingPathComponent("file")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: blocker)
        let url = blocker.appendingPathComponent("catalogue.sqlite")
        #expect {
            try CatalogueStore.open(databaseAt: url, seed: TestSeeds.seed)
        } throws: { error in
            guard case .databaseUnavailable(let path, _) = error as? CatalogueError else { return false }
            return path == url.path
        }
    }
}
