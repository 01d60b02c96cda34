public import Foundation

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

    public static func load(packageAt relativePath: String, in root: URL) throws -> PackageManifest {
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
        return try ManifestDecoder.decode(data, packagePath: relativePath, packageDirectory: directory)
    }
}
