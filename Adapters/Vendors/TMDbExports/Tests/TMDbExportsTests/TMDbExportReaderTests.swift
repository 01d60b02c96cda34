import Foundation
import TMDbExports
import Testing

@Suite struct TMDbExportReaderTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exports-\(UUID().uuidString)")

    /// Writes `text` gzipped with the system's gzip, as TMDb's files are.
    private func gzipped(_ text: String, named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plain = folder.appendingPathComponent(String(name.dropLast(3)))
        try Data(text.utf8).write(to: plain)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-f", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        return folder.appendingPathComponent(name)
    }

    @Test func readsEachKindsNameField() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = """
            {"adult":false,"id":550,"original_title":"Fight Club","popularity":61.4,"video":false}
            {"id":1399,"original_name":"Game of Thrones","popularity":369.6}
            {"adult":false,"id":287,"name":"Brad Pitt","popularity":null}
            """
        var entries: [TMDbExportEntry] = []
        let summary = try TMDbExportReader().read(try gzipped(lines, named: "movie_ids_01_01_2026.json.gz")) { entries.append($0) }
        #expect(
            entries == [
                TMDbExportEntry(id: 550, name: "Fight Club", popularity: 61.4),
                TMDbExportEntry(id: 1399, name: "Game of Thrones", popularity: 369.6),
                TMDbExportEntry(id: 287, name: "Brad Pitt", popularity: 0),
            ])
        #expect(summary == TMDbExportSummary(entries: 3, skippedLines: 0))
    }

    @Test func skipsAndCountsBadLinesAcrossChunks() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Enough lines to span several chunks, so that lines cut at a chunk's end are joined.
        var text = ""
        for id in 1...30_000 { text += "{\"id\":\(id),\"original_title\":\"Title number \(id)\",\"popularity\":1.5}\n" }
        text += "not json\n{\"original_title\":\"no id\"}\n{\"id\":7}\n"
        var count = 0
        var last: TMDbExportEntry?
        let summary = try TMDbExportReader().read(try gzipped(text, named: "movie_ids_01_01_2026.json.gz")) {
            count += 1
            last = $0
        }
        #expect(summary == TMDbExportSummary(entries: 30_000, skippedLines: 3))
        #expect(count == 30_000)
        #expect(last == TMDbExportEntry(id: 30_000, name: "Title number 30000", popularity: 1.5))
    }

    @Test func refusesAFileThatIsNotGzip() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("movie_ids_01_01_2026.json.gz")
        try Data("{\"id\":1}\n".utf8).write(to: file)
        #expect(throws: TMDbExportError.self) { try TMDbExportReader().read(file) { _ in } }
        #expect(throws: TMDbExportError.unreadable(path: "/nowhere.json.gz", reason: "no such file, or it cannot be opened")) {
            try TMDbExportReader().read(URL(fileURLWithPath: "/nowhere.json.gz")) { _ in }
        }
    }

    @Test func tellsTheKindByTheFilesName() {
        #expect(TMDbExportKind(fileName: "movie_ids_11_23_2026.json.gz") == .movie)
        #expect(TMDbExportKind(fileName: "tv_series_ids_11_23_2026.json.gz") == .tv)
        #expect(TMDbExportKind(fileName: "person_ids_11_23_2026.json.gz") == .person)
        #expect(TMDbExportKind(fileName: "collection_ids_11_23_2026.json.gz") == nil)
        #expect(TMDbExportKind(fileName: "movie_ids_11_23_2026.json") == nil)
    }
}
