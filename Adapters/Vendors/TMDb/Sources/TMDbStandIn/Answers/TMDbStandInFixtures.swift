public import Foundation

/// Where the stand-in finds the bodies it answers with when no route says otherwise: folders that
/// mirror TMDb's paths, one JSON file an answer, so that `/3/movie/550` is answered from
/// `<folder>/3/movie/550.json`.
///
/// The bundled folder holds a small, consistent world: Fight Club (550), Se7en (807), Game of
/// Thrones (1399) with its first season and episode, Brad Pitt (287), genres, configuration, lists,
/// search and trending pages. To add an answer, add a file at its path in `Sources/TMDbStandIn/Fixtures`;
/// a test package can also lay its own folder over the bundled one with ``adding(directory:)``.
public struct TMDbStandInFixtures: Sendable, Equatable {
    /// Searched in order; the first folder that has the path answers.
    public let directories: [URL]

    public init(directories: [URL]) {
        self.directories = directories
    }

    /// The fixtures shipped with this module.
    public static var bundled: TMDbStandInFixtures {
        TMDbStandInFixtures(directories: Bundle.module.url(forResource: "Fixtures", withExtension: nil).map { [$0] } ?? [])
    }

    /// No fixtures: every path without a route answers 404.
    public static let none = TMDbStandInFixtures(directories: [])

    /// These fixtures with `directory` searched first, so that its files win over the bundled ones.
    public func adding(directory: URL) -> TMDbStandInFixtures {
        TMDbStandInFixtures(directories: [directory] + directories)
    }

    /// The body of the fixture for `path` ("/3/movie/550"), or nil when no folder has one.
    public func body(forPath path: String) -> Data? {
        let parts = path.split(separator: "/").map(String.init)
        guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else { return nil }
        for directory in directories {
            var file = directory
            for part in parts.dropLast() { file.appendPathComponent(part, isDirectory: true) }
            file.appendPathComponent(parts[parts.count - 1] + ".json", isDirectory: false)
            if let data = FileManager.default.contents(atPath: file.path) { return data }
        }
        return nil
    }
}
