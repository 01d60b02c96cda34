public import Foundation

/// Holds the repository to the dependency rule, at three depths: packages (path and URL
/// dependencies), targets (each manifest's target dependencies), and sources (each `import`).
public enum ArchitectureCheck {
    public static func violations(in project: ProjectModel, root: URL) -> [Violation] {
        var found = packageViolations(project) + nameViolations(project) + targetViolations(project)
        found += importViolations(project, root: root)
        return found.sorted { ($0.location, $0.finding) < ($1.location, $1.finding) }
    }

    static func packageViolations(_ project: ProjectModel) -> [Violation] {
        var found: [Violation] = []
        for manifest in project.manifests {
            guard let kind = PackageKind(relativePath: manifest.path) else { continue }
            let location = "\(manifest.path)/Package.swift"
            for dependency in manifest.pathDependencies {
                let target = ProjectModel.resolvedPath(dependency, from: manifest)
                guard !target.hasPrefix("..") else {
                    found.append(
                        Violation(location: location, rule: .staysInRepository, finding: "depends on \(dependency), outside the repository")
                    )
                    continue
                }
                let targetKind = PackageKind(relativePath: target)
                if targetKind.map({ !kind.allowedPackageDependencies.contains($0) }) ?? true {
                    found.append(
                        Violation(
                            location: location,
                            rule: kind == .vendor ? .vendorKnowsNoPopcorn : .packageDirection,
                            finding: "a \(kind.rawValue) package depends on \(target) (\(targetKind?.rawValue ?? "outside the layout"))"
                        ))
                }
            }
            if !kind.mayUseThirdPartyPackages {
                for url in manifest.urlDependencies {
                    found.append(
                        Violation(location: location, rule: .toolchainOnly, finding: "a \(kind.rawValue) package depends on \(url)"))
                }
            }
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
        var found: [Violation] = []
        for manifest in project.manifests {
            for target in manifest.targets {
                guard let importer = project.module(named: target.name, in: manifest) else { continue }
                for reference in target.dependencies {
                    for dependency in project.resolve(reference, in: manifest) {
                        if let rule = DependencyPolicy.brokenRule(importer: importer, dependency: dependency) {
                            found.append(
                                Violation(
                                    location: "\(manifest.path)/Package.swift",
                                    rule: rule,
                                    finding: "target \(importer.label) depends on \(dependency.label)"
                                ))
                        }
                    }
                }
            }
        }
        return found
    }

    static func importViolations(_ project: ProjectModel, root: URL) -> [Violation] {
        var found: [Violation] = []
        for manifest in project.manifests {
            for target in manifest.targets where target.isProduction {
                guard let importer = project.module(named: target.name, in: manifest) else { continue }
                for file in swiftFiles(in: root.appendingPathComponent(importer.sourcePath)) {
                    guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
                    let relativePath = path(of: file, under: root)
                    for entry in ImportScanner.imports(in: source) where entry.module != importer.name {
                        guard let dependency = project.resolveImport(entry.module),
                            let rule = DependencyPolicy.brokenRule(importer: importer, dependency: dependency)
                        else { continue }
                        found.append(
                            Violation(
                                location: "\(relativePath):\(entry.line)",
                                rule: rule,
                                finding: "\(importer.label) imports \(dependency.label)"
                            ))
                    }
                }
            }
        }
        return found
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
