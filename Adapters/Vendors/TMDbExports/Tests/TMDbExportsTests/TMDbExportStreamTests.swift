import Foundation
import TMDbExports
import Testing

/// Reading an export in batches, and starting again half-way as a reader that was stopped does.
@Suite struct TMDbExportStreamTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("export-stream-\(UUID().uuidString)")

    private func gzipped(_ text: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plain = folder.appendingPathComponent("movie_ids_01_01_2026.json")
        try Data(text.utf8).write(to: plain)
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-f", plain.path]
        try gzip.run()
        gzip.waitUntilExit()
        return folder.appendingPathComponent("movie_ids_01_01_2026.json.gz")
    }

    private func lines(_ count: Int) -> String {
        (1...count).map { #"{"id":\#($0),"original_title":"Title \#($0)","popularity":\#(Double($0) / 10)}"# }
            .joined(separator: "\n")
    }

    private func readAll(_ stream: TMDbExportStream) throws -> [TMDbExportBatch] {
        var batches: [TMDbExportBatch] = []
        while let batch = try stream.next() { batches.append(batch) }
        return batches
    }

    @Test func readsInBatchesAndSaysWhereItStands() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // The last line has no newline; a blank line and a bad one are in the middle.
        let text = lines(4_000) + "\n\nnot json\n" + #"{"id":9999,"name":"Last"}"#
        let stream = try TMDbExportStream(url: try gzipped(text), chunkSize: 4096)
        let batches = try readAll(stream)
        #expect(batches.count > 3)
        #expect(batches.flatMap(\.entries).count == 4_001)
        #expect(batches.flatMap(\.entries).last == TMDbExportEntry(id: 9999, name: "Last", popularity: 0))
        #expect(batches.map(\.lines).reduce(0, +) == 4_002)
        #expect(batches.map(\.skippedLines).reduce(0, +) == 1)
        #expect(batches.last?.position == 4_003)
        #expect(batches.last?.bytesRead == stream.fileSize)
        #expect(batches.map(\.position) == batches.map(\.position).sorted())
    }

    @Test func startsAgainWhereAnEarlierStreamStood() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try gzipped(lines(5_000) + "\n")
        let whole = try readAll(try TMDbExportStream(url: file, chunkSize: 8192)).flatMap(\.entries)
        let first = try TMDbExportStream(url: file, chunkSize: 8192)
        var taken: [TMDbExportEntry] = []
        var position = 0
        for _ in 0..<3 {
            let batch = try #require(try first.next())
            taken += batch.entries
            position = batch.position
        }
        #expect(position > 0 && position < 5_000)
        let second = try TMDbExportStream(url: file, chunkSize: 8192)
        #expect(try second.skip(lines: position) == position)
        #expect(second.position == position)
        taken += try readAll(second).flatMap(\.entries)
        #expect(taken == whole)
        #expect(whole.count == 5_000)
    }

    @Test func skippingPastTheEndSaysHowManyLinesThereWere() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = try TMDbExportStream(url: try gzipped(lines(10)))
        #expect(try stream.skip(lines: 50) == 10)
        #expect(try stream.next() == nil)
    }

    @Test func refusesAFileCutShort() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try gzipped(lines(20_000))
        let data = try Data(contentsOf: file)
        try data.prefix(data.count / 2).write(to: file)
        let stream = try TMDbExportStream(url: file)
        #expect(throws: TMDbExportError.self) { _ = try readAll(stream) }
    }
}
