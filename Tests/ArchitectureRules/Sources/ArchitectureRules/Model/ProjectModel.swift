public import Foundation

/// The repository as the rules see it: its packages, each target placed in its ring, and the
/// means to resolve a manifest reference or an `import` to what it names.
public struct ProjectModel: Sendable {
    /// Modules that come with the toolchain and may be imported anywhere.
    public static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Glibc", "Musl",
        "Darwin", "Synchronization", "Observation", "_Concurrency", "Swift", "RegexBuilder", "_StringProcessing", "os",
    ]

    public let manifests: [PackageManifest]
    /// Every target of the project by name; a name used twice keeps its first owner.
    public let modules: [String: Module]
    /// Names used by more than one target, with the packages that use them.
    public let repeatedModuleNames: [String: [String]]

    public init(manifests: [PackageManifest]) {
        self.manifests = manifests
        var modules: [String: Module] = [:]
        var owners: [String: [String]] = [:]
        for manifest in manifests {
            // A system library target only wraps a C library of the system (zlib): it counts as third-party code.
            for target in manifest.targets where target.kind != .system {
                owners[target.name, default: []].append(manifest.path)
                if modules[target.name] == nil {
                    modules[target.name] = Self.module(for: target, in: manifest)
                }
            }
        }
        self.modules = modules
        repeatedModuleNames = owners.filter { $0.value.count > 1 }
    }

    /// Reads every manifest under `root`.
    public static func load(root: URL) throws -> ProjectModel {
        ProjectModel(manifests: try ManifestLoader.load(packagesAt: ManifestLoader.packagePaths(in: root), in: root))
    }

    public func module(named name: String, in manifest: PackageManifest) -> Module? {
        manifest.targets.first { $0.name == name && $0.kind != .system }.map { Self.module(for: $0, in: manifest) }
    }

    /// What a manifest reference names: a sibling target, the targets of a project product, or
    /// a third-party product.
    public func resolve(_ reference: PackageManifest.Target.Reference, in manifest: PackageManifest) -> [Dependency] {
        switch reference {
        case .byName(let name):
            if let sibling = module(named: name, in: manifest) { return [.module(sibling)] }
            for path in manifest.pathDependencies {
                if let modules = productModules(name, inPackageAt: path, from: manifest) { return modules }
            }
            return [.thirdParty(name)]
        case .product(let name, let package):
            let identity = package.lowercased()
            for path in manifest.pathDependencies where Self.identity(ofPath: path) == identity {
                return productModules(name, inPackageAt: path, from: manifest) ?? [.thirdParty(name)]
            }
            return [.thirdParty(name)]
        }
    }

    /// What an `import` names; nil for a module of the toolchain.
    public func resolveImport(_ name: String) -> Dependency? {
        if Self.systemModules.contains(name) { return nil }
        if name == "FoundationNetworking" { return .networking(name) }
        if name == "XCTest" || name == "Testing" { return .testFramework(name) }
        if let module = modules[name] { return .module(module) }
        return .thirdParty(name)
    }

    /// The repository-relative folder a path dependency of `manifest` points to.
    public static func resolvedPath(_ dependency: String, from manifest: PackageManifest) -> String {
        var parts = manifest.path.split(separator: "/").map(String.init)
        for part in dependency.split(separator: "/").map(String.init) {
            switch part {
            case ".": continue
            case "..": if parts.isEmpty { return "../" + dependency } else { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private func productModules(_ product: String, inPackageAt path: String, from manifest: PackageManifest) -> [Dependency]? {
        let folder = Self.resolvedPath(path, from: manifest)
        guard let package = manifests.first(where: { $0.path == folder }),
            let found = package.products.first(where: { $0.name == product })
        else { return nil }
        return found.targets.compactMap { module(named: $0, in: package) }.map(Dependency.module)
    }

    /// SwiftPM names a path dependency after its folder, case-insensitively.
    static func identity(ofPath path: String) -> String {
        (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
    }

    /// The context a context package or context adapter package serves: "PopcornMoviesAdapters" is "Movies".
    static func contextName(ofPackageAt path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix("Popcorn") { name.removeFirst("Popcorn".count) }
        if name.hasSuffix("Adapters") { name.removeLast("Adapters".count) }
        return name
    }

    /// The App's target that holds the browser, ruled apart from the rest of the App.
    static let browserTarget = "Browsing"

    static func module(for target: PackageManifest.Target, in manifest: PackageManifest) -> Module {
        let kind = PackageKind(relativePath: manifest.path)
        var context: String?
        let layer: Layer
        switch kind {
        case .core: layer = .core
        case .platform: layer = .platform
        case .feature: layer = .feature
        case .vendor: layer = .vendor
        case .platformAdapter: layer = .platformAdapter
        case .app: layer = target.name == browserTarget ? .browser : .app
        case .tests, nil: layer = .tests
        case .contextAdapter:
            layer = .contextAdapter
            context = contextName(ofPackageAt: manifest.path)
        case .context:
            let name = contextName(ofPackageAt: manifest.path)
            context = name
            // A target that is not one of the four layers is held to the strictest rule.
            layer = Layer.contextLayers.first { target.name == name + $0.rawValue } ?? .domain
        }
        return Module(
            name: target.name,
            packagePath: manifest.path,
            layer: layer,
            context: context,
            isProduction: target.isProduction,
            sourcePath: manifest.path + "/" + target.sourcePath
        )
    }
}
