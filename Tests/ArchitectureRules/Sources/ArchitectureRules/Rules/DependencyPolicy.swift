/// The dependency table of the blueprint, in one place: both the manifest check and the import
/// check ask it whether one module may depend on another.
public enum DependencyPolicy {
    /// The rule that `importer` depending on `dependency` breaks, or nil when the edge is allowed.
    /// Test code is not ruled.
    public static func brokenRule(importer: Module, dependency: Dependency) -> Rule? {
        guard importer.isProduction else { return nil }
        switch dependency {
        case .testFramework:
            return .noTestFrameworksInProduction
        case .networking:
            return [.vendor, .contextAdapter, .platformAdapter].contains(importer.layer) ? nil : .networkingInAdapters
        case .thirdParty:
            return [.vendor, .contextAdapter, .platformAdapter, .app, .tests].contains(importer.layer)
                ? nil : rule(for: importer.layer)
        case .module(let target):
            if [.app, .browser, .tests].contains(target.layer), importer.layer != target.layer, ![.app, .tests].contains(importer.layer) {
                return .appIsTheRoot
            }
            if Layer.contextLayers.contains(importer.layer), let other = target.context, importer.context != other {
                return .contextsMeetInAdapters
            }
            return allows(importer, target) ? nil : rule(for: importer.layer)
        }
    }

    private static func allows(_ importer: Module, _ target: Module) -> Bool {
        let sameContext = importer.context != nil && importer.context == target.context
        switch importer.layer {
        case .core:
            return target.layer == .core
        case .platform:
            return [.core, .platform].contains(target.layer)
        case .domain:
            return target.layer == .core && target.name == "CoreDomain"
        case .application, .infrastructure:
            return [.core, .platform].contains(target.layer) || (sameContext && target.layer == .domain)
        case .composition:
            return [.core, .platform].contains(target.layer)
                || (sameContext && [.domain, .application, .infrastructure].contains(target.layer))
        case .feature, .browser:
            return target.layer == .core
        case .vendor:
            // Another vendor too: vendors are combined where Popcorn wires them (an adapter, the App).
            return false
        case .contextAdapter:
            if [.core, .platform, .vendor].contains(target.layer) { return true }
            if sameContext { return [.domain, .infrastructure].contains(target.layer) }
            return [.application, .domain].contains(target.layer)
        case .platformAdapter:
            return [.core, .platform, .vendor].contains(target.layer)
        case .app, .tests:
            return true
        }
    }

    private static func rule(for layer: Layer) -> Rule {
        switch layer {
        case .core: .coreImportsCore
        case .platform: .platformImportsCoreAndPlatform
        case .domain: .domainImportsCoreDomainOnly
        case .application: .applicationImportsInward
        case .infrastructure: .infrastructureImportsInward
        case .composition: .compositionImportsOwnContext
        case .feature: .featureImportsCoreOnly
        case .browser: .browserImportsCoreOnly
        case .vendor: .vendorKnowsNoPopcorn
        case .contextAdapter: .contextAdapterScope
        case .platformAdapter: .platformAdapterScope
        case .app, .tests: .appIsTheRoot
        }
    }
}
