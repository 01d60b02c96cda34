import Foundation

/// A revision's files on disk, read as the rule check reads a tree: the working tree itself, or a
/// commit written out by `git archive` into a temporary folder (without the embedded catalogue's
/// data, which nothing here reads); with the git blob id of each package's Package.swift, by which
/// its reading is cached.
struct RevisionTree {
    let revision: Revision
    let root: URL
    /// Package folder (relative to the root) to the blob id of its Package.swift.
    let manifestBlobs: [String: String]
    private let isTemporary: Bool

    static func make(_ revision: Revision, repository: URL, git: Git) throws(ReviewError) -> RevisionTree {
        switch revision {
        case .workingTree:
            let paths = ManifestLoader.packagePaths(in: repository)
            let files = paths.map { "\($0)/Package.swift" }
            let ids = files.isEmpty ? [] : try git.text(["hash-object", "--"] + files).split(separator: "\n").map(String.init)
            guard ids.count == paths.count else { throw .unreadable("git hash-object gave \(ids.count) ids for \(paths.count) manifests") }
            return RevisionTree(
                revision: revision, root: repository, manifestBlobs: Dictionary(uniqueKeysWithValues: zip(paths, ids)), isTemporary: false)
        case .commit(let id, _):
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "popcorn-review-\(id.prefix(10))-\(UUID().uuidString)")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw .unreadable("could not make \(folder.path): \(error)")
            }
            let tree = RevisionTree(revision: revision, root: folder, manifestBlobs: try manifestBlobs(of: id, git: git), isTemporary: true)
            do {
                try extract(id, from: repository, into: folder)
            } catch {
                tree.remove()
                throw error
            }
            return tree
        }
    }

    func remove() {
        if isTemporary { try? FileManager.default.removeItem(at: root) }
    }

    /// Every Package.swift below the root of commit `id`, by its package folder.
    private static func manifestBlobs(of id: String, git: Git) throws(ReviewError) -> [String: String] {
        var blobs: [String: String] = [:]
        for line in try git.text(["ls-tree", "-r", "--full-tree", id]).split(separator: "\n") {
            // "<mode> blob <id>\t<path>"
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, parts[1].hasSuffix("/Package.swift") else { continue }
            let fields = parts[0].split(separator: " ")
            guard fields.count == 3, fields[1] == "blob" else { continue }
            blobs[String(parts[1].dropLast("/Package.swift".count))] = String(fields[2])
        }
        return blobs
    }

    private static func extract(_ id: String, from repository: URL, into folder: URL) throws(ReviewError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [
            "-c", #"set -o pipefail; git -C "$0" archive --format=tar "$1" -- . ':(exclude)*.jsonl' | tar -x -C "$2""#,
            repository.path, id, folder.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .unreadable("could not run git archive: \(error)")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .gitFailed(command: "archive \(id)", message: String(decoding: message, as: UTF8.self))
        }
    }
}
