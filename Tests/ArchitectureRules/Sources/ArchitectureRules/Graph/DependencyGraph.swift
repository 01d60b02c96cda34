/// The project's module graph in Graphviz DOT: one cluster per package, production targets only,
/// edges as the manifests declare them; third-party products in grey.
public enum DependencyGraph {
    public static func dot(_ project: ProjectModel) -> String {
        var lines = [
            "digraph Popcorn {",
            "  rankdir=BT;",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];",
            "  edge [color=\"#555555\", arrowsize=0.7];",
        ]
        var thirdParty = Set<String>()
        var edges: [String] = []
        for manifest in project.manifests {
            let production = manifest.targets.filter(\.isProduction)
            guard !production.isEmpty else { continue }
            let kind = PackageKind(relativePath: manifest.path)
            lines.append("  subgraph \"cluster_\(manifest.path)\" {")
            lines.append("    label=\"\(manifest.path)\"; style=dashed; color=\"#999999\"; fontname=\"Helvetica\"; fontsize=10;")
            for target in production {
                lines.append("    \"\(target.name)\" [fillcolor=\"\(colour(for: kind))\"];")
                for reference in target.dependencies {
                    for dependency in project.resolve(reference, in: manifest) {
                        if case .thirdParty(let name) = dependency { thirdParty.insert(name) }
                        edges.append("  \"\(target.name)\" -> \"\(dependency.name)\";")
                    }
                }
            }
            lines.append("  }")
        }
        lines += thirdParty.sorted().map { "  \"\($0)\" [fillcolor=\"#dddddd\", style=\"filled\"];" }
        lines += Array(Set(edges)).sorted()
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func colour(for kind: PackageKind?) -> String {
        switch kind {
        case .core: "#f6e3b4"
        case .platform: "#f3d1a2"
        case .context: "#c9e4c5"
        case .feature: "#c6dbef"
        case .vendor: "#e0c9e6"
        case .contextAdapter, .platformAdapter: "#ead7ec"
        case .app: "#f4b6b6"
        case .tests, nil: "#ffffff"
        }
    }
}
