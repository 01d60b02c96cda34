/// The rings as a Mermaid flowchart for docs/architecture.md, from the manifests: production
/// targets only; a context's layers collapsed into one node; each ring a subgraph, coloured by its
/// own class; an anti-corruption edge (a context adapter reaching another context) dashed.
///
/// It writes a small subset of Mermaid, which `MermaidGraphTests` holds it to: `flowchart BT`,
/// `subgraph <id> [<label>]` … `end`, nodes `<id>["<label>"]`, edges `-->` and `-.->`, `classDef`
/// with `fill` and `stroke`, and `class <ids> <class>`.
public enum MermaidGraph {
    /// The rings in the order they are drawn, each with its subgraph id, label and colours.
    static let rings: [(id: String, label: String, fill: String, stroke: String)] = [
        ("core", "Core", "#f6e3b4", "#b08d3c"),
        ("platform", "Platform", "#f3d1a2", "#b07a3c"),
        ("contexts", "Contexts", "#c9e4c5", "#4f8a47"),
        ("features", "Features", "#c6dbef", "#3f6f9f"),
        ("vendors", "Vendor clients", "#e0c9e6", "#7d4f8a"),
        ("adapters", "Adapters", "#ead7ec", "#8a4f7d"),
        ("app", "App", "#f4b6b6", "#a04444"),
    ]

    public static func flowchart(_ project: ProjectModel) -> String {
        var members: [String: [String: String]] = [:]  // ring id → node id → label
        var edges = Set<String>()
        var dashed = Set<String>()
        for manifest in project.manifests {
            for target in manifest.targets where target.isProduction {
                guard let module = project.module(named: target.name, in: manifest), let (ring, node, label) = place(module) else {
                    continue
                }
                members[ring, default: [:]][node] = label
                for reference in target.dependencies {
                    for case .module(let dependency) in project.resolve(reference, in: manifest) {
                        guard let (_, other, _) = place(dependency), other != node else { continue }
                        let crossesContexts =
                            module.layer == .contextAdapter && dependency.context != nil && dependency.context != module.context
                            && Layer.contextLayers.contains(dependency.layer)
                        if crossesContexts { dashed.insert("\(node) -.-> \(other)") } else { edges.insert("\(node) --> \(other)") }
                    }
                }
            }
        }
        var lines = ["flowchart BT"]
        for ring in rings {
            guard let nodes = members[ring.id], !nodes.isEmpty else { continue }
            lines.append("  subgraph \(ring.id) [\(ring.label)]")
            lines += nodes.keys.sorted().map { "    \($0)[\"\(nodes[$0]!)\"]" }
            lines.append("  end")
        }
        lines += edges.sorted().map { "  " + $0 }
        lines += dashed.sorted().map { "  " + $0 }
        for ring in rings {
            guard let nodes = members[ring.id], !nodes.isEmpty else { continue }
            lines.append("  classDef \(ring.id)Ring fill:\(ring.fill),stroke:\(ring.stroke)")
            lines.append("  class \(nodes.keys.sorted().joined(separator: ",")) \(ring.id)Ring")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ring, node id and label a module is drawn as; nil for what is not drawn (the
    /// cross-package tests).
    static func place(_ module: Module) -> (ring: String, node: String, label: String)? {
        switch module.layer {
        case .core: ("core", module.name, module.name)
        case .platform: ("platform", module.name, module.name)
        case .domain, .application, .infrastructure, .composition:
            ("contexts", "\(module.context ?? module.name)Context", "\(module.context ?? module.name) context")
        case .feature: ("features", module.name, module.name)
        case .vendor: ("vendors", module.name, module.name)
        case .contextAdapter, .platformAdapter: ("adapters", module.name, module.name)
        case .app, .browser: ("app", module.name, module.name)
        case .tests: nil
        }
    }
}
