import ArchitectureRules
import Testing

@Suite struct DependencyPolicyTests {
    func rule(_ importer: Module, _ dependency: Dependency) -> String? {
        DependencyPolicy.brokenRule(importer: importer, dependency: dependency)?.id
    }

    @Test func aFeatureMayImportCoreButNoContextAndNoPlatform() {
        #expect(rule(Modules.movieDetailsFeature, .module(Modules.designSystem)) == nil)
        #expect(rule(Modules.movieDetailsFeature, .module(Modules.moviesDomain)) == "feature-imports-core-only")
        #expect(rule(Modules.movieDetailsFeature, .module(Modules.caching)) == "feature-imports-core-only")
        #expect(rule(Modules.movieDetailsFeature, .thirdParty("Rainbow")) == "feature-imports-core-only")
    }

    @Test func aDomainMayImportCoreDomainAlone() {
        #expect(rule(Modules.moviesDomain, .module(Modules.coreDomain)) == nil)
        #expect(rule(Modules.moviesDomain, .module(Modules.designSystem)) == "domain-imports-coredomain-only")
        #expect(rule(Modules.moviesDomain, .module(Modules.caching)) == "domain-imports-coredomain-only")
        #expect(rule(Modules.moviesDomain, .thirdParty("GRDB")) == "domain-imports-coredomain-only")
    }

    @Test func applicationAndInfrastructureLeanOnTheirDomainOnly() {
        #expect(rule(Modules.moviesApplication, .module(Modules.moviesDomain)) == nil)
        #expect(rule(Modules.moviesApplication, .module(Modules.caching)) == nil)
        #expect(rule(Modules.moviesApplication, .module(Modules.moviesInfrastructure)) == "application-imports-inward")
        #expect(rule(Modules.moviesInfrastructure, .module(Modules.moviesApplication)) == "infrastructure-imports-inward")
        #expect(rule(Modules.moviesApplication, .module(Modules.peopleDomain)) == "contexts-meet-in-adapters")
    }

    @Test func compositionWiresItsOwnContextOnly() {
        for layer in [Modules.moviesDomain, Modules.moviesApplication, Modules.moviesInfrastructure, Modules.caching] {
            #expect(rule(Modules.moviesComposition, .module(layer)) == nil)
        }
        #expect(rule(Modules.moviesComposition, .module(Modules.peopleApplication)) == "contexts-meet-in-adapters")
    }

    @Test func anAdapterReachesAnotherContextThroughItsApplicationOnly() {
        #expect(rule(Modules.moviesAdapters, .module(Modules.moviesInfrastructure)) == nil)
        #expect(rule(Modules.moviesAdapters, .module(Modules.catalogue)) == nil)
        #expect(rule(Modules.moviesAdapters, .thirdParty("GRDB")) == nil)
        #expect(rule(Modules.moviesAdapters, .module(Modules.peopleApplication)) == nil)
        #expect(rule(Modules.moviesAdapters, .module(Modules.peopleInfrastructure)) == "context-adapter-scope")
        #expect(rule(Modules.moviesAdapters, .module(Modules.moviesComposition)) == "context-adapter-scope")
        #expect(rule(Modules.moviesAdapters, .module(Modules.movieDetailsFeature)) == "context-adapter-scope")
    }

    @Test func aVendorKnowsNothingOfPopcorn() {
        #expect(rule(Modules.catalogue, .thirdParty("GRDB")) == nil)
        #expect(rule(Modules.catalogue, .module(Modules.coreDomain)) == "vendor-knows-no-popcorn")
        #expect(rule(Modules.catalogue, .module(Modules.caching)) == "vendor-knows-no-popcorn")
        #expect(rule(Modules.catalogue, .module(Modules.moviesAdapters)) == "vendor-knows-no-popcorn")
    }

    @Test func aVendorMayNotUseAnotherVendor() {
        #expect(rule(Modules.catalogue, .module(Modules.sqliteFiles)) == "vendor-knows-no-popcorn")
    }

    @Test func theBrowserKnowsCoreAloneAndOnlyTheAppKnowsTheBrowser() {
        #expect(rule(Modules.browser, .module(Modules.designSystem)) == nil)
        #expect(rule(Modules.browser, .module(Modules.movieDetailsFeature)) == "browser-imports-core-only")
        #expect(rule(Modules.browser, .module(Modules.moviesComposition)) == "browser-imports-core-only")
        #expect(rule(Modules.browser, .module(Modules.moviesDomain)) == "browser-imports-core-only")
        #expect(rule(Modules.browser, .module(Modules.caching)) == "browser-imports-core-only")
        #expect(rule(Modules.browser, .thirdParty("ArgumentParser")) == "browser-imports-core-only")
        #expect(rule(Modules.browser, .module(Modules.app)) == "only-the-app-is-the-root")
        #expect(rule(Modules.app, .module(Modules.browser)) == nil)
        #expect(rule(Modules.movieDetailsFeature, .module(Modules.browser)) == "only-the-app-is-the-root")
    }

    @Test func onlyTheAppWiresCompositionsAndFeatures() {
        #expect(rule(Modules.app, .module(Modules.moviesComposition)) == nil)
        #expect(rule(Modules.app, .module(Modules.movieDetailsFeature)) == nil)
        #expect(rule(Modules.moviesDomain, .module(Modules.app)) == "only-the-app-is-the-root")
    }

    @Test func networkingAndTestFrameworksStayWhereTheyBelong() {
        #expect(rule(Modules.moviesAdapters, .networking("FoundationNetworking")) == nil)
        #expect(rule(Modules.coreDomain, .networking("FoundationNetworking")) == "networking-in-adapters")
        #expect(rule(Modules.app, .networking("FoundationNetworking")) == "networking-in-adapters")
        #expect(rule(Modules.designSystem, .testFramework("XCTest")) == "no-test-frameworks-in-production")
        #expect(rule(Modules.moviesInfrastructure, .module(Modules.moviesTestSupport)) == "no-test-frameworks-in-production")
        #expect(rule(Modules.app, .module(Modules.moviesTestSupport)) == "no-test-frameworks-in-production")
    }

    @Test func testCodeIsNotRuled() {
        #expect(rule(Modules.moviesDomainTests, .module(Modules.moviesInfrastructure)) == nil)
        #expect(rule(Modules.moviesDomainTests, .testFramework("Testing")) == nil)
    }
}
