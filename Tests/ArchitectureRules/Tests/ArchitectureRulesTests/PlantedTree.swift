import ArchitectureRules
import Foundation

/// A copy of the repository (without build folders, git history, or the embedded catalogue's seed,
/// which neither the rule check nor any planted build reads) in which a test plants a forbidden
/// dependency, then asks the rule check and the compiler what they make of it. Each test has a
/// copy of its own, so the tests can run at once.
struct PlantedTree {
    struct BuildResult {
        let status: Int32
        let output: String
    }

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-planted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let copy = try Self.run(
            "/bin/sh",
            [
                "-c",
                "tar -C \"$0\" --exclude='.build*' --exclude='.git' --exclude='.test-results' --exclude=\"$2\" -cf - . | tar -C \"$1\" -xf -",
                RepositoryRoot.url.path, root.path, "./Adapters/Vendors/EmbeddedCatalogue/Sources/EmbeddedCatalogue/Catalogue/*.jsonl",
            ]
        )
        guard copy.status == 0 else { throw CopyFailed(output: copy.output) }
    }

    struct CopyFailed: Error {
        let output: String
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Puts `line` at the top of the file at `path`.
    func prepend(_ line: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        let source = try String(contentsOf: url, encoding: .utf8)
        try (line + "\n" + source).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Replaces the one occurrence of `text` in the file at `path`.
    func replace(_ text: String, with replacement: String, in path: String) throws {
        let url = root.appendingPathComponent(path)
        let source = try String(contentsOf: url, encoding: .utf8)
        precondition(source.components(separatedBy: text).count == 2, "\(path) should hold \(text) once")
        try source.replacingOccurrences(of: text, with: replacement).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Replaces the first occurrence of `text` in the file at `path`, which must hold it.
    func replaceFirst(_ text: String, with replacement: String, in path: String) throws {
        let url = root.appendingPathComponent(path)
        let source = try String(contentsOf: url, encoding: .utf8)
        guard let range = source.range(of: text) else { throw CopyFailed(output: "\(path) does not hold \(text)") }
        try source.replacingCharacters(in: range, with: replacement).write(to: url, atomically: true, encoding: .utf8)
    }

    /// The rule check's findings, as they print. Only the manifests that differ from the
    /// repository's (a plant, the scaffold's) are read through SwiftPM again (`RepositoryManifests`).
    func check() throws -> [String] {
        let project = try RepositoryManifests.project(at: root)
        return ArchitectureCheck.violations(in: project, root: root).map(\.description)
    }

    /// Runs one of the repository's scripts (`Scripts/new-context`, say) from the copy's root.
    func runScript(_ path: String, _ arguments: [String]) throws -> BuildResult {
        try Self.run(root.appendingPathComponent(path).path, arguments, in: root)
    }

    /// Builds one package on its own, as Scripts/test does: in its own .build, or in `scratch`
    /// (shared with other packages of the copy) with SwiftPM's caches in `cache`.
    func build(_ package: String, scratch: URL? = nil, cache: URL? = nil) throws -> BuildResult {
        let directory = root.appendingPathComponent(package)
        var arguments = [
            "swift", "build", "--package-path", directory.path,
            "--scratch-path", (scratch ?? directory.appendingPathComponent(".build")).path,
            "--explicit-target-dependency-import-check", "error",
        ]
        if let cache { arguments += ["--cache-path", cache.path] }
        return try Self.run("/usr/bin/env", arguments)
    }

    private static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> BuildResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BuildResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
