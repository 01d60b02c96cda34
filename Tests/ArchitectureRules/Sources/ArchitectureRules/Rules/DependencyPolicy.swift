/// The dependency table of the blueprint, in one place: both the manifest check and the import
/// check ask it whether one module may depend on another.
public enum DependencyPolicy {
    /// The rule that `importer` depending on `dependency` breaks, or nil when the edge is allowed.
    /// Test code is not ruled.
    public static func brokenRule(importer: Module, dependency: Dependency) -> Rule? {
        judgement(importer: importer, dependency: dependency).flatMap { $0.allowed ? nil : $0.rule }
    }

    /// The rule that governs `importer` depending on `dependency`, and whether it allows it; nil
    /// for test code, which is not ruled.
    public static func judgement(importer: Module, dependency: Dependency) -> Judgement? {
        guard importer.isProduction else { return nil }
        switch dependency {
        case .testFramework:
            return .forbidden(by: .noTestFrameworksInProduction)
        case .networking:
            let allowed = [.vendor, .contextAdapter, .platformAdapter].contains(importer.layer)
            return Judgement(rule: .networkingInAdapters, allowed: allowed)
        case .thirdParty:
            let allowed = [.vendor, .contextAdapter, .platformAdapter, .app, .tests].contains(importer.layer)
            return Judgement(rule: rule(for: importer.layer), allowed: allowed)
        case .module(let target):
            // Test support (a target under Tests/) is test code, whatever its ring.
            if !target.isProduction { return .forbidden(by: .noTestFrameworksInProduction) }
            if [.app, .browser, .tests].contains(target.layer), importer.layer != target.layer, ![.app, .tests].contains(importer.layer) {
                return .forbidden(by: .appIsTheRoot)
            }
            if Layer.contextLayers.contains(importer.layer), let other = target.context, importer.context != other {
                return .forbidden(by: .contextsMeetInAdapters)
            }
            return Judgement(rule: rule(for: importer.layer), allowed: allows(importer, target))
        }
    }

    /// What the table says of a package of `kind` naming `target` as a package dependency.
    public static func packageJudgement(from kind: PackageKind, to target: PackageDependencyTarget) -> Judgement {
        switch target {
        case .url:
            return Judgement(rule: .toolchainOnly, allowed: kind.mayUseThirdPartyPackages)
        case .path(let path):
            if path.hasPrefix("..") { return .forbidden(by: .staysInRepository) }
            let allowed = PackageKind(relativePath: path).map { kind.allowedPackageDependencies.contains($0) } ?? false
            if kind == .vendor { return Judgement(rule: .vendorKnowsNoPopcorn, allowed: allowed) }
            return Judgement(rule: .packageDirection, allowed: allowed)
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
        case .app, .tests: .appComposesEverything
        }
    }
}
