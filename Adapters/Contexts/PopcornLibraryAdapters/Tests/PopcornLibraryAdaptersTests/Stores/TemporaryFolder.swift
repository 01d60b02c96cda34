import Foundation
import Testing

/// A folder of its own for one test, removed when the test is done with it.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var library: URL { url.appendingPathComponent("popcorn/library.sqlite") }
    var userData: URL { url.appendingPathComponent("popcorn/user-data.sqlite") }

    /// Copies the fixture `name` (in the test bundle's Fixtures) to `destination`.
    func place(fixture name: String, at destination: URL) throws {
        let source = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: destination)
    }
}
