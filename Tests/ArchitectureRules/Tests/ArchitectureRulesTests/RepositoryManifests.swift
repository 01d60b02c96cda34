import ArchitectureRules
import Foundation

/// The repository's manifests, each read through SwiftPM once per test process together with the
/// bytes of the `Package.swift` it was read from, so that the tests that read the repository, or a
/// copy of it with a dependency planted, ask SwiftPM only about the manifests that differ.
///
/// A manifest is read to the same `PackageManifest` wherever the tree lies (its paths are kept
/// relative to the package, and the manifests here declare, they compute nothing from their
/// surroundings), so one the same byte for byte, in the same folder of a copy, reads as the
/// repository's did; a planted one, or one the scaffold wrote, is read through SwiftPM.
enum RepositoryManifests {
    private struct Read: Sendable {
        let source: Data
        let manifest: PackageManifest
    }

    /// Read the first time a test asks; the tests that ask meanwhile wait for it.
    private static let read = readRepository()

    /// Each manifest of the repository with its bytes. One that changed while it was read, or
    /// could not be read, is left out (and read through SwiftPM when a test asks for it).
    private static func readRepository() -> [String: Read] {
        let root = RepositoryRoot.url
        let paths = ManifestLoader.packagePaths(in: root)
        let read = try? ManifestLoader.loadEach(of: paths) { path -> Read? in
            let file = root.appendingPathComponent(path).appendingPathComponent("Package.swift")
            guard let before = try? Data(contentsOf: file), let manifest = try? ManifestLoader.load(packageAt: path, in: root),
                (try? Data(contentsOf: file)) == before
            else { return nil }
            return Read(source: before, manifest: manifest)
        }
        return Dictionary(uniqueKeysWithValues: zip(paths, read ?? []).compactMap { path, read in read.map { (path, $0) } })
    }

    /// The tree at `root` as the rule check reads it (`ProjectModel.load(root:)`), but for the
    /// manifests read already.
    static func project(at root: URL) throws -> ProjectModel {
        let known = read
        let manifests = try ManifestLoader.loadEach(of: ManifestLoader.packagePaths(in: root)) { path in
            let source = try? Data(contentsOf: root.appendingPathComponent(path).appendingPathComponent("Package.swift"))
            if let known = known[path], known.source == source { return known.manifest }
            return try ManifestLoader.load(packageAt: path, in: root)
        }
        return ProjectModel(manifests: manifests)
    }
}
