public import Foundation

/// Holds the repository to the dependency rule, at three depths: packages (path and URL
/// dependencies), targets (each manifest's target dependencies), and sources (each `import`).
public enum ArchitectureCheck {
    public static func violations(in project: ProjectModel, root: URL) -> [Violation] {
        var found = packageViolations(project) + nameViolations(project) + targetViolations(project)
        found += importViolations(project, root: root)
        return found.sorted { ($0.location, $0.finding) < ($1.location, $1.finding) }
    }

    /// The violations that are no edge: production targets of a context that are not its layers,
    /// and names used twice.
    public static func layoutViolations(in project: ProjectModel) -> [Violation] {
        contextTargetViolations(project) + nameViolations(project)
    }

    static func packageViolations(_ project: ProjectModel) -> [Violation] {
        BoundaryEdges.packageEdges(project).compactMap(\.violation) + contextTargetViolations(project)
    }

    static func contextTargetViolations(_ project: ProjectModel) -> [Violation] {
        var found: [Violation] = []
        for manifest in project.manifests {
            guard let kind = PackageKind(relativePath: manifest.path) else { continue }
            let location = "\(manifest.path)/Package.swift"
            if kind == .context {
                let context = ProjectModel.contextName(ofPackageAt: manifest.path)
                let expected = Set(Layer.contextLayers.map { context + $0.rawValue })
                for target in manifest.targets where target.isProduction && !expected.contains(target.name) {
                    found.append(
                        Violation(
                            location: location, rule: .contextTargetsAreLayers,
                            finding: "production target \(target.name) is not one of \(expected.sorted().joined(separator: ", "))"))
                }
            }
        }
        return found
    }

    static func nameViolations(_ project: ProjectModel) -> [Violation] {
        var found = project.repeatedModuleNames.map { name, packages in
            Violation(
                location: packages.sorted()[0] + "/Package.swift", rule: .uniqueNames,
                finding: "module \(name) is also defined in \(packages.sorted().dropFirst().joined(separator: ", "))")
        }
        let folders = Dictionary(grouping: project.manifests.map(\.path)) { ProjectModel.identity(ofPath: $0) }
        for (_, paths) in folders where paths.count > 1 {
            found.append(
                Violation(
                    location: paths.sorted()[0] + "/Package.swift", rule: .uniqueNames,
                    finding:
                        "package folder \(paths[0].split(separator: "/").last ?? "") is also used by \(paths.sorted().dropFirst().joined(separator: ", "))"
                ))
        }
        return found
    }

    static func targetViolations(_ project: ProjectModel) -> [Violation] {
        BoundaryEdges.targetEdges(project).compactMap(\.violation)
    }

    static func importViolations(_ project: ProjectModel, root: URL) -> [Violation] {
        BoundaryEdges.importEdges(project, root: root).compactMap(\.violation)
    }
}
