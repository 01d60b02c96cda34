import EmbeddedCatalogue
import Foundation
import PopcornSearchAdapters
import SearchDomain
import Testing

/// `popcorn catalogue import <file>`'s work: one of TMDb's daily id exports into the index file,
/// searched with the catalogue's titles, once however often it is run.
@Suite(.serialized) struct ExportImportTests {
    private let fixture = ExportFixture()
    /// A catalogue with nothing in it, so that an index is quick to build.
    static let emptySeed = CatalogueSeed(movies: "", people: "", genres: "")
    static let emptyCatalogue = Result { try CatalogueStore.inMemory(seed: emptySeed) }

    private func importer(catalogue: CatalogueStore? = nil, fingerprint: String = emptySeed.fingerprint) throws -> ExportImport {
        ExportImport(
            indexFile: fixture.indexFile, catalogue: try catalogue ?? Self.emptyCatalogue.get(), catalogueFingerprint: fingerprint,
            exportsFolder: nil)
    }

    private func index(catalogue: CatalogueStore? = nil, fingerprint: String = emptySeed.fingerprint) throws -> any SearchIndex {
        PopcornSearchAdaptersFactory().makeSearchIndex(
            catalogue: try catalogue ?? Self.emptyCatalogue.get(), catalogueFingerprint: fingerprint, file: fixture.indexFile,
            exportsFolder: nil)
    }

    private func search(_ text: String, in index: (any SearchIndex)? = nil, kinds: Set<SearchKind> = Set(SearchKind.allCases))
        async throws -> [SearchResult]
    {
        let index = try index ?? self.index()
        return try await index.search(try #require(SearchQuery(text)), kinds: kinds, page: 1, pageSize: 20).hits.map(\.result)
    }

    @Test func importsASeriesExportWithItsOriginalNamesAndNoYears() async throws {
        defer { fixture.remove() }
        let file = try fixture.export(
            "tv_series_ids_11_23_2026.json.gz",
            lines: [ExportFixture.series(90_001, "Quellin Morvath"), ExportFixture.series(90_002, "鋼の錬金術師 Brendai", popularity: 12.5)])
        let summary = try await importer().run(file: file)
        #expect(
            summary
                == ExportImportSummary(
                    kind: .tv, linesRead: 2, entriesImported: 2, linesSkipped: 0, resumedAfterLines: 0, wasAlreadyImported: false))
        #expect(try await search("quellin morvath") == [.tv(TVSeriesPreview(id: 90_001, name: "Quellin Morvath", year: nil))])
        #expect(try await search("brendai") == [.tv(TVSeriesPreview(id: 90_002, name: "鋼の錬金術師 Brendai", year: nil))])
        #expect(try await search("鋼の錬金術師").map(\.id) == [90_002])
        // Nothing is left beside the index but the index and its locks.
        let left = try FileManager.default.contentsOfDirectory(atPath: fixture.indexFile.deletingLastPathComponent().path)
        #expect(left.filter { !$0.hasSuffix(".lock") } == ["search-index.sqlite"])
    }

    /// A title known only from an export is known by its name, under its kind and TMDb id: what
    /// `popcorn movie <id>` says of it when the catalogue has no details.
    @Test func anImportedTitleIsLookedUpByItsKindAndID() async throws {
        defer { fixture.remove() }
        let file = try fixture.export("movie_ids_11_23_2026.json.gz", lines: [ExportFixture.film(999_999_901, "Quokka Dreams")])
        _ = try await importer().run(file: file)
        let index = try index()
        #expect(try await index.entry(.movie, id: 999_999_901) == .movie(MoviePreview(id: 999_999_901, title: "Quokka Dreams", year: nil)))
        #expect(try await index.entry(.tv, id: 999_999_901) == nil, "a series with that id is another entry")
        #expect(try await index.entry(.movie, id: 999_999_902) == nil)
    }

    @Test(arguments: [
        ("movie_ids_01_02_2026.json.gz", SearchKind.movie), ("tv_series_ids_01_02_2026.json.gz", .tv),
        ("person_ids_01_02_2026.json.gz", .person),
    ])
    func takesTheKindFromTheFilesName(name: String, kind: SearchKind) async throws {
        defer { fixture.remove() }
        // The same line in each: the name field is read whatever the kind.
        let file = try fixture.export(name, lines: [ExportFixture.person(4_242, "Brenda Lintek")])
        #expect(try await importer().run(file: file).kind == kind)
        let found = try await search("brenda lintek")
        #expect(found.map(\.kind) == [kind])
        #expect(found.map(\.id) == [4_242])
        #expect(found.map(\.name) == ["Brenda Lintek"])
        #expect(found.map(\.year) == [nil])
    }

    @Test(arguments: ["collection_ids_01_02_2026.json.gz", "movie_ids_01_02_2026.json", "titles.json.gz"])
    func refusesAFileWhoseNameSaysNoKind(name: String) async throws {
        defer { fixture.remove() }
        let file = try fixture.export(name, lines: [ExportFixture.film(1, "Anything")])
        await #expect(throws: ExportImportError.notAnExport(fileName: name)) { try await importer().run(file: file) }
        #expect(
            ExportImportError.notAnExport(fileName: name).description
                == "\(name) is not a TMDb daily id export: its name should be movie_ids_MM_DD_YYYY.json.gz, "
                + "tv_series_ids_MM_DD_YYYY.json.gz or person_ids_MM_DD_YYYY.json.gz")
        #expect(!FileManager.default.fileExists(atPath: fixture.indexFile.path))
    }

    @Test func reportsAMissingFile() async throws {
        defer { fixture.remove() }
        let missing = fixture.folder.appendingPathComponent("movie_ids_01_02_2026.json.gz")
        await #expect(throws: ExportImportError.missingFile(path: missing.path)) { try await importer().run(file: missing) }
        #expect(ExportImportError.missingFile(path: missing.path).description == "there is no file at \(missing.path)")
    }

    @Test func reportsAFileThatIsNotGzip() async throws {
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
        let file = fixture.folder.appendingPathComponent("movie_ids_01_02_2026.json.gz")
        try Data(ExportFixture.film(1, "Plain").utf8).write(to: file)
        await #expect {
            try await importer().run(file: file)
        } throws: { error in
            guard case .unreadableExport(let path, _) = error as? ExportImportError else { return false }
            return path == file.path
        }
    }

    @Test func skipsAndCountsBadLines() async throws {
        defer { fixture.remove() }
        let file = try fixture.export(
            "movie_ids_01_02_2026.json.gz",
            lines: [
                ExportFixture.film(1, "Good One"), "not json at all", #"{"original_title":"No Id","popularity":1}"#,
                #"{"id":3,"popularity":1,"video":false}"#, "", ExportFixture.film(2, "Good Two"),
                #"{"id":4,"original_title":"Escaped \"Quotes\"","popularity":2}"#,
            ])
        let summary = try await importer().run(file: file)
        #expect(summary.linesRead == 6)
        #expect(summary.entriesImported == 3)
        #expect(summary.linesSkipped == 3)
        #expect(try await search("good").map(\.id).sorted() == [1, 2])
        #expect(try await search("escaped quotes").map(\.name) == ["Escaped \"Quotes\""])
    }

    @Test func callsTheProgressWithTheBytesReadUpToTheFilesSize() async throws {
        defer { fixture.remove() }
        let file = try fixture.export("movie_ids_01_02_2026.json.gz", lines: ExportFixture.manyFilms(20_000))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        var calls: [(done: Int, total: Int?)] = []
        _ = try await importer().run(file: file) { calls.append(($0, $1)) }
        #expect(calls.count > 1)
        #expect(calls.allSatisfy { $0.total == size })
        #expect(calls.map(\.done) == calls.map(\.done).sorted())
        #expect(calls.last?.done == size)
    }

    @Test func importingTheSameFileAgainLeavesTheIndexAsItWas() async throws {
        defer { fixture.remove() }
        let file = try fixture.export("movie_ids_01_02_2026.json.gz", lines: ExportFixture.manyFilms(3_000))
        let first = try await importer().run(file: file)
        let once = try IndexContents(of: fixture.indexFile)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: fixture.indexFile.path)[.modificationDate] as? Date)
        let second = try await importer().run(file: file)
        #expect(second.wasAlreadyImported)
        #expect(second.linesRead == first.linesRead && second.entriesImported == first.entriesImported)
        #expect(try IndexContents(of: fixture.indexFile) == once)
        #expect(try FileManager.default.attributesOfItem(atPath: fixture.indexFile.path)[.modificationDate] as? Date == modified)
        // A touched copy is the same file: its time is not part of what it is.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3_600)], ofItemAtPath: file.path)
        #expect(try await importer().run(file: file).wasAlreadyImported)
        #expect(try IndexContents(of: fixture.indexFile) == once)
    }

    @Test func aNewerExportReplacesItsKindsTitlesAndKeepsTheOtherKinds() async throws {
        defer { fixture.remove() }
        let older = try fixture.export(
            "movie_ids_01_01_2026.json.gz", lines: [ExportFixture.film(1, "Marbren Old"), ExportFixture.film(2, "Marbren Kept")])
        let people = try fixture.export("person_ids_01_01_2026.json.gz", lines: [ExportFixture.person(7, "Dai Marbren")])
        let newer = try fixture.export(
            "movie_ids_01_02_2026.json.gz", lines: [ExportFixture.film(2, "Marbren Kept Renamed"), ExportFixture.film(3, "Marbren New")])
        _ = try await importer().run(file: older)
        _ = try await importer().run(file: people)
        _ = try await importer().run(file: newer)
        let found = try await search("marbren")
        #expect(Set(found.map(\.name)) == ["Marbren Kept Renamed", "Marbren New", "Dai Marbren"])
        #expect(try IndexContents(of: fixture.indexFile).importedTitles == 3)
        // Importing the older one again makes it the kind's export again.
        _ = try await importer().run(file: older)
        #expect(Set(try await search("marbren").map(\.name)) == ["Marbren Old", "Marbren Kept", "Dai Marbren"])
    }

    @Test func importedTitlesAreFoundWithTheCataloguesAndACatalogueTitleKeepsItsEntry() async throws {
        defer { fixture.remove() }
        let catalogue = try SQLiteSearchIndexTests.store.get()
        let file = try fixture.export(
            "movie_ids_01_02_2026.json.gz",
            lines: [
                ExportFixture.film(550, "Fight Club", popularity: 99),
                ExportFixture.film(31_000_001, "Fight Club Zorvath", popularity: 0.5),
            ])
        _ = try await importer(catalogue: catalogue, fingerprint: "catalogue").run(file: file)
        let index = try index(catalogue: catalogue, fingerprint: "catalogue")
        let found = try await search("fight club", in: index, kinds: [.movie])
        #expect(found.first == .movie(MoviePreview(id: 550, title: "Fight Club", year: 1999)))
        #expect(found.filter { $0.id == 550 }.count == 1)
        #expect(found.contains(.movie(MoviePreview(id: 31_000_001, title: "Fight Club Zorvath", year: nil))))
        #expect(
            try await search("zorvath", in: index).first == .movie(MoviePreview(id: 31_000_001, title: "Fight Club Zorvath", year: nil)))
    }

    @Test func aRebuildForAnotherCatalogueKeepsTheImports() async throws {
        defer { fixture.remove() }
        let file = try fixture.export("person_ids_01_02_2026.json.gz", lines: [ExportFixture.person(8, "Oshula Grofen")])
        _ = try await importer().run(file: file)
        let before = try IndexContents(of: fixture.indexFile)
        // Another catalogue (here another fingerprint) builds the index again on the next search.
        let rebuilt = try index(fingerprint: "another catalogue")
        #expect(try await search("oshula", in: rebuilt) == [.person(PersonPreview(id: 8, name: "Oshula Grofen"))])
        #expect(try IndexContents(of: fixture.indexFile) != before)
        #expect(try IndexContents(of: fixture.indexFile).importedTitles == 1)
        // And the import still counts as done.
        #expect(try await importer(fingerprint: "another catalogue").run(file: file).wasAlreadyImported)
    }

    @Test func aSearchThatOpenedTheIndexBeforeAnImportGoesOnReadingIt() async throws {
        defer { fixture.remove() }
        let first = try fixture.export("movie_ids_01_01_2026.json.gz", lines: [ExportFixture.film(1, "Tekfen Before")])
        _ = try await importer().run(file: first)
        let open = try index()
        #expect(try await search("tekfen", in: open).map(\.name) == ["Tekfen Before"])
        let second = try fixture.export("movie_ids_01_02_2026.json.gz", lines: [ExportFixture.film(2, "Tekfen After")])
        _ = try await importer().run(file: second)
        // The index it opened was replaced whole, not changed under it.
        #expect(try await search("tekfen", in: open).map(\.name) == ["Tekfen Before"])
        #expect(try await search("tekfen").map(\.name) == ["Tekfen After"])
    }
}
