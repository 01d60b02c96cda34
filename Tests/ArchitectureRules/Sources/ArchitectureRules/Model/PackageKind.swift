/// Where a package stands in the house, read from the folder it lives in.
public enum PackageKind: String, Sendable, CaseIterable {
    case core
    case platform
    case context
    case feature
    case vendor
    case contextAdapter = "context adapter"
    case platformAdapter = "platform adapter"
    case app
    case tests

    /// The kind of the package at `relativePath` (such as "Adapters/Vendors/EmbeddedCatalogue"),
    /// or nil for a folder the rule does not cover.
    public init?(relativePath: String) {
        let parts = relativePath.split(separator: "/").map(String.init)
        switch (parts.first, parts.count > 1 ? parts[1] : nil) {
        case ("Core", _): self = .core
        case ("Platform", _): self = .platform
        case ("Contexts", _): self = .context
        case ("Features", _): self = .feature
        case ("Adapters", "Vendors"): self = .vendor
        case ("Adapters", "Contexts"): self = .contextAdapter
        case ("Adapters", "Platform"): self = .platformAdapter
        case ("App", _): self = .app
        case ("Tests", _): self = .tests
        default: return nil
        }
    }

    /// The kinds a package of this kind may name as path dependencies.
    var allowedPackageDependencies: Set<PackageKind> {
        switch self {
        case .core: [.core]
        case .platform: [.core, .platform]
        case .context: [.core, .platform]
        case .feature: [.core]
        case .vendor: []
        case .contextAdapter: [.core, .platform, .context, .vendor]
        case .platformAdapter: [.core, .platform, .vendor]
        case .app: [.core, .platform, .context, .feature, .vendor, .contextAdapter, .platformAdapter]
        case .tests: Set(PackageKind.allCases)
        }
    }

    /// Core, Platform, contexts and features build with the Swift toolchain alone.
    var mayUseThirdPartyPackages: Bool {
        ![.core, .platform, .context, .feature].contains(self)
    }
}
