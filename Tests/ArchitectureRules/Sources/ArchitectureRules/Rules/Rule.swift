/// A rule of the architecture, named so that a failure message can say which one was broken, and
/// where the documentation states it (a section of docs/architecture.md or a decision record).
public struct Rule: Sendable, Hashable {
    public let id: String
    public let statement: String
    /// Where the rule is stated and argued, relative to the repository root.
    public let reference: String

    public init(id: String, statement: String, reference: String = Rule.rings) {
        self.id = id
        self.statement = statement
        self.reference = reference
    }

    /// The table of rings in docs/architecture.md, which states most rules.
    public static let rings = "docs/architecture.md#the-rings"

    public static let coreImportsCore = Rule(id: "core-imports-core", statement: "Core may depend only on Core.")
    public static let platformImportsCoreAndPlatform = Rule(
        id: "platform-imports-core-and-platform", statement: "Platform may depend only on Core and Platform.")
    public static let domainImportsCoreDomainOnly = Rule(
        id: "domain-imports-coredomain-only",
        statement: "A context's Domain may depend only on CoreDomain: no Platform, no other layer, no third-party code.")
    public static let applicationImportsInward = Rule(
        id: "application-imports-inward",
        statement: "A context's Application may depend only on its own Domain, Core and Platform.")
    public static let infrastructureImportsInward = Rule(
        id: "infrastructure-imports-inward",
        statement: "A context's Infrastructure may depend only on its own Domain, Core and Platform.")
    public static let compositionImportsOwnContext = Rule(
        id: "composition-imports-own-context",
        statement: "A context's Composition may depend only on its own Domain, Application and Infrastructure, Core and Platform.")
    public static let contextsMeetInAdapters = Rule(
        id: "contexts-meet-in-adapters",
        statement:
            "A context never depends on another context: only the adapters may call across, through an anti-corruption adapter that calls the other context's Application and maps into the first context's own types.",
        reference: "docs/decisions/0006-contexts-read-through-providers.md")
    public static let featureImportsCoreOnly = Rule(
        id: "feature-imports-core-only",
        statement: "A feature may depend only on Core (Presentation, DesignSystem, CoreDomain): never a context, never Platform.",
        reference: "docs/decisions/0002-features-on-core-only.md")
    public static let browserImportsCoreOnly = Rule(
        id: "browser-imports-core-only",
        statement:
            "The App's browser (its Browsing target) may depend only on Core: it knows screens through a protocol, never a context, a Composition, a feature or the rest of the App.",
        reference: "docs/architecture.md#the-app-grouped-by-what-it-serves")
    public static let vendorKnowsNoPopcorn = Rule(
        id: "vendor-knows-no-popcorn",
        statement: "A vendor client may depend only on third-party packages; it knows nothing of Popcorn.")
    public static let contextAdapterScope = Rule(
        id: "context-adapter-scope",
        statement:
            "An adapter for context X may depend on X's Domain and Infrastructure, vendors, Core, Platform and third-party code, and on another context's Application and Domain; never on a Composition, a feature, or the App.",
        reference: "docs/decisions/0006-contexts-read-through-providers.md")
    public static let platformAdapterScope = Rule(
        id: "platform-adapter-scope",
        statement: "A Platform adapter may depend only on Platform, Core, vendors and third-party code.")
    public static let appIsTheRoot = Rule(
        id: "only-the-app-is-the-root", statement: "Nothing depends on the App or on the cross-package tests.",
        reference: "docs/decisions/0004-no-dependency-injection-framework.md")
    public static let networkingInAdapters = Rule(
        id: "networking-in-adapters", statement: "FoundationNetworking is imported only in Adapters.")
    public static let noTestFrameworksInProduction = Rule(
        id: "no-test-frameworks-in-production",
        statement: "Production code never imports XCTest, Testing or test support (a target under Tests/).")
    public static let toolchainOnly = Rule(
        id: "toolchain-only",
        statement: "Core, Platform, contexts and features build with the Swift toolchain alone: they name no third-party package.",
        reference: "docs/decisions/0002-features-on-core-only.md")
    public static let packageDirection = Rule(
        id: "package-direction",
        statement:
            "A package depends only on packages further in: Core <- Platform <- contexts <- adapters <- App, features on Core alone, vendors on nothing of Popcorn."
    )
    public static let staysInRepository = Rule(
        id: "stays-in-repository", statement: "Path dependencies point inside the repository.")
    public static let contextTargetsAreLayers = Rule(
        id: "context-targets-are-layers",
        statement:
            "A context package's production targets are <Context>Domain, <Context>Application, <Context>Infrastructure and <Context>Composition.",
        reference: "docs/architecture.md#the-house-style-of-a-context")
    public static let uniqueNames = Rule(
        id: "unique-names",
        statement:
            "Every package folder name and every module name is unique in the repository (SwiftPM names path dependencies after their folder)."
    )
    public static let appComposesEverything = Rule(
        id: "the-app-composes-everything",
        statement:
            "The App is the composition root: it may depend on every module, and it alone imports a Composition or a feature (the cross-package tests may reach anything too).",
        reference: "docs/decisions/0004-no-dependency-injection-framework.md")
    public static let importsDeclaredDirectly = Rule(
        id: "imports-declared-directly",
        statement:
            "A target imports only modules it declares directly (a target of its package, a product it names), never one it reaches through another dependency; system modules aside.",
        reference: "docs/decisions/0008-imports-declared-directly.md")

    /// Every rule, in the order the table and its extra rules are stated.
    public static let all: [Rule] = [
        coreImportsCore, platformImportsCoreAndPlatform, domainImportsCoreDomainOnly, applicationImportsInward,
        infrastructureImportsInward, compositionImportsOwnContext, contextsMeetInAdapters, featureImportsCoreOnly,
        browserImportsCoreOnly, vendorKnowsNoPopcorn, contextAdapterScope, platformAdapterScope, appIsTheRoot, appComposesEverything,
        networkingInAdapters, noTestFrameworksInProduction, toolchainOnly, packageDirection, staysInRepository,
        contextTargetsAreLayers, uniqueNames, importsDeclaredDirectly,
    ]
}
