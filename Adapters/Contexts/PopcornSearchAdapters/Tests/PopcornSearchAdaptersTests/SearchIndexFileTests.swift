import CoreDomain
import EmbeddedCatalogue
import Foundation
import PopcornSearchAdapters
import SearchDomain
import Testing

/// The index in its file: built once, reused while its sources are the same, built again when
/// they change, with the titles of TMDb's id exports beside the catalogue's.
@Suite(.serialized) struct SearchIndexFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-index-\(UUID().uuidString)")
    private var file: URL { folder.appendingPathComponent("search-index.sqlite") }

    private func index(fingerprint: String = "one", exports: URL? = nil) throws -> any SearchIndex {
        PopcornSearchAdaptersFactory().makeSearchIndex(
            catalogue: try SQLiteSearchIndexTests.store.get(), catalogueFingerprint: fingerprint, file: file, exportsFolder: exports)
    }

    private func modified() throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
    }

    @Test func isBuiltOnceAndBuiltAgainWhenItsSourcesChange() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let query = try #require(SearchQuery("fight club"))
        #expect(try await index().search(query, kinds: [.movie], page: 1, pageSize: 5).hits.first?.result.id == 550)
        let built = try modified()
        #expect(try await index().search(query, kinds: [.movie], page: 1, pageSize: 5).hits.first?.result.id == 550)
        #expect(try modified() == built)
        #expect(try await index(fingerprint: "two").search(query, kinds: [.movie], page: 1, pageSize: 5).totalResults > 0)
        #expect(try modified() != built)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".building") }
        #expect(leftovers.isEmpty)
    }

    @Test func holdsTheTitlesOfTMDbsExports() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let exports = folder.appendingPathComponent("exports")
        try FileManager.default.createDirectory(at: exports, withIntermediateDirectories: true)
        let plain = exports.appendingPathComponent("movie_ids_11_23_2026.json")
        try Data(
            """
            {"adult":false,"id":20000001,"original_title":"Zorvath Quellin","popularity":3.5,"video":false}
            {"adult":false,"id":550,"original_title":"Fight Club","popularity":61.4,"video":false}
            not a line
            """.utf8
        ).write(to: plain)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        let index = try index(exports: exports)
        let found = try await index.search(SearchQuery("zorvath quelin")!, kinds: [.movie], page: 1, pageSize: 5)
        #expect(found.hits.map(\.result) == [.movie(MoviePreview(id: 20_000_001, title: "Zorvath Quellin", year: nil))])
        // A title the catalogue holds keeps the catalogue's entry, with its year.
        let club = try await index.search(SearchQuery("fight club")!, kinds: [.movie], page: 1, pageSize: 5)
        #expect(club.hits.filter { $0.result.id == 550 }.map(\.result) == [.movie(MoviePreview(id: 550, title: "Fight Club", year: 1999))])
    }

    @Test func aFolderThatCannotHoldTheIndexIsReported() async throws {
        let index = PopcornSearchAdaptersFactory().makeSearchIndex(
            catalogue: try SQLiteSearchIndexTests.store.get(), catalogueFingerprint: "x",
            file: URL(fileURLWithPath: "/proc/popcorn/search-index.sqlite"), exportsFolder: nil)
        await #expect {
            _ = try await index.search(SearchQuery("fight")!, kinds: [.movie], page: 1, pageSize: 5)
        } throws: { error in
            guard case .unavailable(let reason) = error as? SourceFailure else { return false }
            return reason.contains("/proc/popcorn/search-index.sqlite")
        }
    }
}
