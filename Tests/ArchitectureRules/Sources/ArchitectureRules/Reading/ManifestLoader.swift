public import Foundation
import Synchronization

/// Finds every package in the repository and reads its manifest through SwiftPM itself, so that
/// the rules see exactly the targets and dependencies the build sees.
public enum ManifestLoader {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Package folders relative to `root`, sorted; build folders and hidden folders are skipped.
    public static func packagePaths(in root: URL) -> [String] {
        let fileManager = FileManager.default
        guard
            let walker = fileManager.enumerator(
                at: root,
                includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles, .skipsPackageDescendants]
            )
        else { return [] }
        var paths: [String] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name == "node_modules" {
                walker.skipDescendants()
                continue
            }
            if name == "Package.swift" {
                let directory = url.deletingLastPathComponent().standardizedFileURL.path
                let base = root.standardizedFileURL.path
                guard directory != base else { continue }
                paths.append(String(directory.dropFirst(base.count + 1)))
            }
        }
        return paths.sorted()
    }

    /// The manifest of each package folder `paths` names under `root`, in that order. SwiftPM is
    /// asked about several at once, a process each: each asking is mostly the start of a process
    /// and a wait, which one at a time would leave the processors idle.
    public static func load(packagesAt paths: [String], in root: URL) throws -> [PackageManifest] {
        try loadEach(of: paths) { try load(packageAt: $0, in: root) }
    }

    /// `load` applied to each of `paths` on twice as many threads as there are processors (each
    /// mostly waits for a process); the results in the order of `paths`. When any throws, the
    /// error of the first such path (in that order) is thrown.
    public static func loadEach<Value: Sendable>(
        of paths: [String], _ load: @escaping @Sendable (String) throws -> Value
    ) throws -> [Value] {
        let results = Mutex([Result<Value, any Error>?](repeating: nil, count: paths.count))
        let next = Mutex(0)
        let workers = min(paths.count, ProcessInfo.processInfo.activeProcessorCount * 2)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            Thread.detachNewThread {
                while let index = next.withLock({ index -> Int? in
                    defer { index += 1 }
                    return index < paths.count ? index : nil
                }) {
                    let result = Result { try load(paths[index]) }
                    results.withLock { $0[index] = result }
                }
                finished.signal()
            }
        }
        for _ in 0..<workers { finished.wait() }
        return try results.withLock { $0 }.map { try $0!.get() }
    }

    public static func load(packageAt relativePath: String, in root: URL) throws -> PackageManifest {
        let directory = root.appendingPathComponent(relativePath, isDirectory: true)
        return try ManifestDecoder.decode(dump(packageAt: relativePath, in: root), packagePath: relativePath, packageDirectory: directory)
    }

    /// The JSON `swift package dump-package` prints for the package at `relativePath` under `root`.
    public static func dump(packageAt relativePath: String, in root: URL) throws -> Data {
        let directory = root.appendingPathComponent(relativePath, isDirectory: true)
        // A scratch folder of its own: the package's .build may be locked by a build under way
        // (the rules' own tests read this very package while `swift test` holds its lock).
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", directory.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "\(relativePath)/Package.swift could not be read: \(reason)")
        }
        return data
    }

    /// A manifest from JSON `dump(packageAt:in:)` printed when the package was at `directory`.
    public static func decode(_ data: Data, packagePath: String, dumpedAt directory: URL) throws -> PackageManifest {
        try ManifestDecoder.decode(data, packagePath: packagePath, packageDirectory: directory)
    }
}
