import Foundation

/// A small git repository laid out as Popcorn is (Core, a feature, a context), made by the test in a
/// temporary folder, one commit a step; the review tests compare its commits. Its manifests are
/// read through SwiftPM, and kept in a cache folder of its own.
final class FixtureRepository: Sendable {
    struct CommandFailed: Error, CustomStringConvertible {
        let description: String
    }

    let root: URL
    let cache: URL

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-review-fixture-\(UUID().uuidString)")
        root = folder.appendingPathComponent("repository")
        cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try git("init", "--quiet", "--initial-branch=main")
    }

    func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// Writes `text` to the file at `path`, making its folders.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Commits everything under the root and answers the commit's id.
    @discardableResult
    func commit(_ message: String) throws -> String {
        try git("add", "--all")
        try git("-c", "user.name=Fixture", "-c", "user.email=fixture@example.invalid", "commit", "--quiet", "--no-gpg-sign", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0 else { throw CommandFailed(description: "git \(arguments.joined(separator: " ")): \(text)") }
        return text
    }

    /// A package manifest in the house's form.
    static func manifest(_ name: String, products: [String], dependencies: [String] = [], targets: String) -> String {
        """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [\(products.map { ".library(name: \"\($0)\", targets: [\"\($0)\"])" }.joined(separator: ", "))],
            dependencies: [\(dependencies.map { ".package(path: \"\($0)\")" }.joined(separator: ", "))],
            targets: [
                \(targets)
            ]
        )

        """
    }
}
