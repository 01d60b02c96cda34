public import Foundation

/// Makes the review of a change: reads both revisions' manifests through SwiftPM (each manifest
/// once, by its blob id: `ManifestCache`) and their production sources, and compares their edges.
public enum BoundaryReviewer {
    /// `base` and `head` as the command line gives them: nil for the defaults (HEAD: the working
    /// tree; BASE: `RevisionResolver`).
    public static func review(
        repository: URL, base: String?, head: String?, cache: ManifestCache
    ) throws(ReviewError) -> BoundaryReview {
        let git = Git(root: repository)
        guard (try? git.run(["rev-parse", "--is-inside-work-tree"]))?.text == "true" else {
            throw .notARepository(repository.path)
        }
        let resolver = RevisionResolver(git: git)
        let headRevision = try resolver.head(head)
        let baseRevision = try resolver.base(base, head: headRevision)
        let baseSnapshot = try snapshot(of: baseRevision, repository: repository, git: git, cache: cache)
        let headSnapshot = try snapshot(of: headRevision, repository: repository, git: git, cache: cache)
        return BoundaryReview(base: baseSnapshot, head: headSnapshot, baseTitle: baseRevision.title, headTitle: headRevision.title)
    }

    static func snapshot(of revision: Revision, repository: URL, git: Git, cache: ManifestCache) throws(ReviewError) -> BoundarySnapshot {
        let tree = try RevisionTree.make(revision, repository: repository, git: git)
        defer { tree.remove() }
        let paths = ManifestLoader.packagePaths(in: tree.root)
        let manifests: [PackageManifest]
        do {
            manifests = try ManifestLoader.loadEach(of: paths) { path in
                let blob = tree.manifestBlobs[path]
                if let blob, let kept = cache.manifest(blob: blob, packagePath: path) { return kept }
                let data = try ManifestLoader.dump(packageAt: path, in: tree.root)
                let folder = tree.root.appendingPathComponent(path, isDirectory: true)
                if let blob { cache.store(blob: blob, data: data, readIn: folder) }
                return try ManifestLoader.decode(data, packagePath: path, dumpedAt: folder)
            }
        } catch {
            throw .unreadable("\(revision.title): \(error)")
        }
        return BoundarySnapshot(project: ProjectModel(manifests: manifests), root: tree.root)
    }
}
