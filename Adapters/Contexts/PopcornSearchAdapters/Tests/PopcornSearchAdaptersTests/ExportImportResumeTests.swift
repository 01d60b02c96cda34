import EmbeddedCatalogue
import Foundation
import GRDB
import PopcornSearchAdapters
import SearchDomain
import Testing

/// An import killed half-way (SIGKILL: no chance to clean up) and run again ends with the index
/// one whole run makes, and goes on from where it stood rather than from the beginning.
@Suite(.serialized) struct ExportImportResumeTests {
    private let fixture = ExportFixture()

    @Test func anImportKilledHalfWayResumesAndEndsWithTheIndexOfOneWholeRun() async throws {
        defer { fixture.remove() }
        let lines = ExportFixture.manyFilms(150_000)
        let export = try fixture.export("movie_ids_01_02_2026.json.gz", lines: lines)
        let whole = fixture.folder.appendingPathComponent("whole/search-index.sqlite")
        let resumed = fixture.folder.appendingPathComponent("resumed/search-index.sqlite")

        let reference = try ImportDriverProcess(indexFile: whole, export: export).run()
        #expect(reference.status == 0)
        let expected = "summary kind=movie lines=150000 entries=149850 skipped=150"
        #expect(reference.summary?.hasPrefix(expected) == true, "\(reference.summary ?? "no summary")")

        let interrupted = try ImportDriverProcess(indexFile: resumed, export: export).run(killAt: 0.4)
        #expect(interrupted.killed && interrupted.summary == nil)
        // Killed with some batches committed in the work file, and no index written yet.
        let work = resumed.deletingLastPathComponent().appendingPathComponent(".search-index.sqlite.import-movie")
        let workQueue = try DatabaseQueue(path: work.path)
        let done = try await workQueue.read { db in try Int.fetchOne(db, sql: "SELECT position FROM import_progress") } ?? 0
        try workQueue.close()
        #expect(done > 0 && done < lines.count)
        #expect(!FileManager.default.fileExists(atPath: resumed.path))

        let finished = try ImportDriverProcess(indexFile: resumed, export: export).run()
        #expect(finished.status == 0)
        let summary = try #require(finished.summary)
        #expect(summary.hasPrefix(expected))
        // It went past the lines done without reading them again.
        #expect(summary.contains("resumed=\(done) "), "\(summary)")
        #expect(!FileManager.default.fileExists(atPath: work.path))

        #expect(try IndexContents(of: resumed) == IndexContents(of: whole))
        let seed = CatalogueSeed(movies: "", people: "", genres: "")
        let catalogue = try CatalogueStore.inMemory(seed: seed)
        for text in ["zorvath", "quelmar tek", "brendai", "oshula fengro"] {
            let query = try #require(SearchQuery(text))
            var pages: [SearchResultsPage] = []
            for file in [whole, resumed] {
                let index = PopcornSearchAdaptersFactory().makeSearchIndex(
                    catalogue: catalogue, catalogueFingerprint: seed.fingerprint, file: file, exportsFolder: nil)
                pages.append(try await index.search(query, kinds: Set(SearchKind.allCases), page: 1, pageSize: 20))
            }
            #expect(pages[0] == pages[1])
            #expect(pages[0].totalResults > 0, "\(text)")
        }
    }
}
