public import Foundation

/// What one revision says about boundaries: its edges (one per package, target or import pair,
/// wherever in the target the import stands), the violations that are no edge, its packages and
/// the third-party packages each names.
public struct BoundarySnapshot: Sendable {
    public let edges: [BoundaryEdge.Key: BoundaryEdge]
    public let layoutViolations: [Violation]
    /// Package folder to its kind (nil: outside the layout).
    public let packages: [String: PackageKind?]
    /// Third-party URL to the package folders that name it.
    public let thirdParty: [String: [String]]

    public init(project: ProjectModel, root: URL) {
        var edges: [BoundaryEdge.Key: BoundaryEdge] = [:]
        // The first place an edge is declared stands for all of them; an unconditional import before one inside `#if`.
        for edge in BoundaryEdges.all(in: project, root: root).sorted(by: {
            ($0.isConditional ? 1 : 0, $0.location) < ($1.isConditional ? 1 : 0, $1.location)
        })
        where edges[edge.key] == nil {
            edges[edge.key] = edge
        }
        // A manifest's edge points at the line that declares it, where the text says it plainly.
        var manifests: [String: String] = [:]
        for (key, edge) in edges where key.kind != .import {
            let path = edge.location
            if manifests[path] == nil {
                manifests[path] = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
            }
            if let line = ManifestLineLocator.line(of: edge, in: manifests[path]!) { edges[key] = edge.located(at: "\(path):\(line)") }
        }
        self.edges = edges
        layoutViolations = ArchitectureCheck.layoutViolations(in: project)
        packages = Dictionary(uniqueKeysWithValues: project.manifests.map { ($0.path, PackageKind(relativePath: $0.path)) })
        var thirdParty: [String: [String]] = [:]
        for manifest in project.manifests {
            for url in manifest.urlDependencies { thirdParty[url, default: []].append(manifest.path) }
        }
        self.thirdParty = thirdParty
    }
}
