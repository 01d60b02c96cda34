public import Foundation

/// Each manifest's `dump-package` JSON, kept by the git blob id of its Package.swift, so that a
/// manifest is read through SwiftPM once whatever revision it is in. One file a manifest: the folder
/// it was read in on the first line (dump-package prints absolute paths, which are made relative to
/// that folder), then the JSON.
///
/// It lives in `$POPCORN_REVIEW_CACHE`, else `$XDG_CACHE_HOME/popcorn-review`, else
/// `~/.cache/popcorn-review`; never in the repository. A manifest that computes from its
/// surroundings would be read wrong from it; none of Popcorn's does.
public struct ManifestCache: Sendable {
    /// nil: nothing is kept.
    public let directory: URL?

    public init(directory: URL?) {
        self.directory = directory
    }

    /// Where the environment says.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ManifestCache {
        if let explicit = environment["POPCORN_REVIEW_CACHE"], !explicit.isEmpty {
            return ManifestCache(directory: URL(fileURLWithPath: explicit))
        }
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            base = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        } else {
            return ManifestCache(directory: nil)
        }
        return ManifestCache(directory: base.appendingPathComponent("popcorn-review"))
    }

    /// The manifest with this blob id, read as the package at `packagePath`, when it is kept.
    func manifest(blob: String, packagePath: String) -> PackageManifest? {
        guard let directory, let data = try? Data(contentsOf: directory.appendingPathComponent("\(blob).json")),
            let newline = data.firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let folder = String(decoding: data[..<newline], as: UTF8.self)
        return try? ManifestLoader.decode(
            Data(data[data.index(after: newline)...]), packagePath: packagePath, dumpedAt: URL(fileURLWithPath: folder, isDirectory: true))
    }

    /// Keeps `data`, read in `folder`; a cache that cannot be written is no failure.
    func store(blob: String, data: Data, readIn folder: URL) {
        guard let directory else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let entry = Data((folder.standardizedFileURL.path + "\n").utf8) + data
        try? entry.write(to: directory.appendingPathComponent("\(blob).json"), options: .atomic)
    }
}
