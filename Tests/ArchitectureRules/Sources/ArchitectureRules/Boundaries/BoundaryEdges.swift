public import Foundation

/// Every edge of a tree, judged by `DependencyPolicy`: the rule check reports the forbidden ones,
/// the review compares the edges of two revisions. Only production targets are read.
public enum BoundaryEdges {
    /// Modules that need no declaration to be imported: the toolchain's, networking and the test
    /// frameworks (which `no-test-frameworks-in-production` rules).
    static let undeclaredModules: Set<String> = ProjectModel.systemModules.union(["FoundationNetworking", "XCTest", "Testing"])

    public static func all(in project: ProjectModel, root: URL) -> [BoundaryEdge] {
        packageEdges(project) + targetEdges(project) + importEdges(project, root: root)
    }

    public static func packageEdges(_ project: ProjectModel) -> [BoundaryEdge] {
        var edges: [BoundaryEdge] = []
        for manifest in project.manifests {
            guard let kind = PackageKind(relativePath: manifest.path) else { continue }
            let location = "\(manifest.path)/Package.swift"
            let fromLabel = "\(manifest.path) (\(kind.rawValue))"
            for dependency in manifest.pathDependencies {
                let target = ProjectModel.resolvedPath(dependency, from: manifest)
                let judgement = DependencyPolicy.packageJudgement(from: kind, to: .path(target))
                let targetKind = PackageKind(relativePath: target)
                let outside = target.hasPrefix("..")
                edges.append(
                    BoundaryEdge(
                        key: .init(kind: .package, from: manifest.path, to: target),
                        fromLabel: fromLabel,
                        toLabel: outside
                            ? "\(dependency) (outside the repository)" : "\(target) (\(targetKind?.rawValue ?? "outside the layout"))",
                        judgement: judgement,
                        location: location,
                        finding: outside
                            ? "depends on \(dependency), outside the repository"
                            : "a \(kind.rawValue) package depends on \(target) (\(targetKind?.rawValue ?? "outside the layout"))"
                    ))
            }
            for url in manifest.urlDependencies {
                edges.append(
                    BoundaryEdge(
                        key: .init(kind: .package, from: manifest.path, to: url),
                        fromLabel: fromLabel,
                        toLabel: "\(url) (third-party)",
                        judgement: DependencyPolicy.packageJudgement(from: kind, to: .url(url)),
                        location: location,
                        finding: "a \(kind.rawValue) package depends on \(url)"
                    ))
            }
        }
        return edges
    }

    public static func targetEdges(_ project: ProjectModel) -> [BoundaryEdge] {
        var edges: [BoundaryEdge] = []
        for manifest in project.manifests {
            for target in manifest.targets {
                guard let importer = project.module(named: target.name, in: manifest) else { continue }
                for reference in target.dependencies {
                    for dependency in project.resolve(reference, in: manifest) {
                        guard let judgement = DependencyPolicy.judgement(importer: importer, dependency: dependency) else { continue }
                        edges.append(
                            BoundaryEdge(
                                key: .init(kind: .target, from: importer.name, to: dependency.name),
                                fromLabel: importer.label,
                                toLabel: dependency.label,
                                judgement: judgement,
                                location: "\(manifest.path)/Package.swift",
                                finding: "target \(importer.label) depends on \(dependency.label)"
                            ))
                    }
                }
            }
        }
        return edges
    }

    /// One edge for every import of another module in a production source file, where it stands.
    /// An import the table allows is still forbidden when its target does not declare the module
    /// directly (`imports-declared-directly`).
    public static func importEdges(_ project: ProjectModel, root: URL) -> [BoundaryEdge] {
        var edges: [BoundaryEdge] = []
        for manifest in project.manifests {
            for target in manifest.targets where target.isProduction {
                guard let importer = project.module(named: target.name, in: manifest) else { continue }
                let declared = Set(target.dependencies.flatMap { project.resolve($0, in: manifest) }.map(\.name))
                for file in swiftFiles(in: root.appendingPathComponent(importer.sourcePath)) {
                    guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
                    let relativePath = path(of: file, under: root)
                    for entry in ImportScanner.imports(in: source) where entry.module != importer.name {
                        guard let dependency = project.resolveImport(entry.module),
                            var judgement = DependencyPolicy.judgement(importer: importer, dependency: dependency)
                        else { continue }
                        if judgement.allowed, !undeclaredModules.contains(dependency.name), !declared.contains(dependency.name) {
                            judgement = .forbidden(by: .importsDeclaredDirectly)
                        }
                        edges.append(
                            BoundaryEdge(
                                key: .init(kind: .import, from: importer.name, to: dependency.name),
                                fromLabel: importer.label,
                                toLabel: dependency.label,
                                judgement: judgement,
                                location: "\(relativePath):\(entry.line)",
                                isConditional: entry.isConditional,
                                finding: judgement.rule == .importsDeclaredDirectly
                                    ? "\(importer.label) imports \(dependency.label), which target \(importer.name) does not declare"
                                    : "\(importer.label) imports \(dependency.label)"
                            ))
                    }
                }
            }
        }
        return edges
    }

    /// `file`'s path from the repository root, as violations report it.
    private static func path(of file: URL, under root: URL) -> String {
        let base = root.standardizedFileURL.path
        return String(file.standardizedFileURL.path.dropFirst(base.count).drop { $0 == "/" })
    }

    private static func swiftFiles(in directory: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
