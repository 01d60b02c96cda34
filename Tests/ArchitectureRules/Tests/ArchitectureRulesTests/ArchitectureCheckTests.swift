import Foundation
import Testing

@testable import ArchitectureRules

/// The package- and target-level rules over manifests written for the test.
@Suite struct ArchitectureCheckTests {
    typealias Target = PackageManifest.Target

    func package(
        _ path: String,
        paths: [String] = [],
        urls: [String] = [],
        targets: [Target],
        products: [PackageManifest.Product] = []
    ) -> PackageManifest {
        PackageManifest(
            path: path, name: String(path.split(separator: "/").last!), pathDependencies: paths, urlDependencies: urls, targets: targets,
            products: products)
    }

    var coreDomain: PackageManifest {
        package(
            "Core/CoreDomain", targets: [Target(name: "CoreDomain", kind: .regular, path: nil, dependencies: [])],
            products: [.init(name: "CoreDomain", targets: ["CoreDomain"])])
    }

    var caching: PackageManifest {
        package(
            "Platform/Caching", targets: [Target(name: "Caching", kind: .regular, path: nil, dependencies: [])],
            products: [.init(name: "Caching", targets: ["Caching"])])
    }

    func movies(domainDependencies: [Target.Reference], extraTarget: String? = nil) -> PackageManifest {
        var targets = [
            Target(name: "MoviesDomain", kind: .regular, path: nil, dependencies: domainDependencies),
            Target(name: "MoviesApplication", kind: .regular, path: nil, dependencies: [.byName("MoviesDomain")]),
            Target(name: "MoviesSupport", kind: .regular, path: "Tests/MoviesSupport", dependencies: [.byName("MoviesApplication")]),
            Target(name: "MoviesDomainTests", kind: .test, path: nil, dependencies: [.byName("MoviesDomain")]),
        ]
        if let extraTarget { targets.append(Target(name: extraTarget, kind: .regular, path: nil, dependencies: [])) }
        return package(
            "Contexts/PopcornMovies", paths: ["../../Core/CoreDomain", "../../Platform/Caching"], targets: targets,
            products: [.init(name: "MoviesDomain", targets: ["MoviesDomain"])])
    }

    func violations(_ manifests: [PackageManifest]) -> [String] {
        let project = ProjectModel(manifests: manifests)
        return
            (ArchitectureCheck.packageViolations(project) + ArchitectureCheck.nameViolations(project)
            + ArchitectureCheck.targetViolations(project))
            .map { "\($0.location) \($0.rule.id): \($0.finding)" }
    }

    @Test func aSoundTreeHasNoViolations() {
        #expect(
            violations([coreDomain, caching, movies(domainDependencies: [.product(name: "CoreDomain", package: "CoreDomain")])]).isEmpty)
    }

    @Test func aDomainDeclaringAPlatformDependencyBreaksTheRuleEvenThoughItBuilds() {
        let found = violations([coreDomain, caching, movies(domainDependencies: [.product(name: "Caching", package: "Caching")])])
        #expect(
            found == [
                "Contexts/PopcornMovies/Package.swift domain-imports-coredomain-only: target MoviesDomain (Domain of Movies) depends on Caching (Platform)"
            ])
    }

    @Test func aVendorWrappingASystemLibraryKnowsNothingOfPopcorn() {
        let vendor = package(
            "Adapters/Vendors/TMDbExports",
            targets: [
                Target(name: "CZlib", kind: .system, path: nil, dependencies: []),
                Target(name: "TMDbExports", kind: .regular, path: nil, dependencies: [.byName("CZlib")]),
            ])
        #expect(violations([vendor]).isEmpty)
        #expect(ProjectModel(manifests: [vendor]).resolveImport("CZlib") == .thirdParty("CZlib"))
    }

    @Test func aCorePackageNamingAThirdPartyPackageBreaksToolchainOnly() {
        let core = package(
            "Core/CoreDomain", urls: ["https://github.com/groue/GRDB.swift"],
            targets: [Target(name: "CoreDomain", kind: .regular, path: nil, dependencies: [])])
        #expect(
            violations([core]) == [
                "Core/CoreDomain/Package.swift toolchain-only: a core package depends on https://github.com/groue/GRDB.swift"
            ])
    }

    @Test func aFeatureDependingOnAContextPackageBreaksDirection() {
        let feature = package(
            "Features/TitleListFeature", paths: ["../../Contexts/PopcornMovies"],
            targets: [Target(name: "TitleListFeature", kind: .regular, path: nil, dependencies: [])])
        #expect(
            violations([feature]) == [
                "Features/TitleListFeature/Package.swift package-direction: a feature package depends on Contexts/PopcornMovies (context)"
            ])
    }

    @Test func aVendorDependingOnPopcornBreaksItsRule() {
        let vendor = package(
            "Adapters/Vendors/TMDb", paths: ["../../../Core/CoreDomain"],
            targets: [Target(name: "TMDb", kind: .regular, path: nil, dependencies: [])])
        #expect(violations([vendor, coreDomain]).first?.contains("vendor-knows-no-popcorn") == true)
    }

    @Test func aVendorDependingOnAnotherVendorBreaksItsRule() {
        let helper = package(
            "Adapters/Vendors/SQLiteFiles", targets: [Target(name: "SQLiteFiles", kind: .regular, path: nil, dependencies: [])],
            products: [.init(name: "SQLiteFiles", targets: ["SQLiteFiles"])])
        let vendor = package(
            "Adapters/Vendors/EmbeddedCatalogue", paths: ["../SQLiteFiles"],
            targets: [
                Target(
                    name: "EmbeddedCatalogue", kind: .regular, path: nil,
                    dependencies: [.product(name: "SQLiteFiles", package: "SQLiteFiles")])
            ])
        #expect(
            violations([vendor, helper]) == [
                "Adapters/Vendors/EmbeddedCatalogue/Package.swift vendor-knows-no-popcorn: a vendor package depends on Adapters/Vendors/SQLiteFiles (vendor)",
                "Adapters/Vendors/EmbeddedCatalogue/Package.swift vendor-knows-no-popcorn: target EmbeddedCatalogue (vendor client) depends on SQLiteFiles (vendor client)",
            ])
    }

    @Test func aPathOutsideTheRepositoryIsReported() {
        let core = package("Core/CoreDomain", paths: ["../../../elsewhere"], targets: [])
        #expect(
            violations([core]) == [
                "Core/CoreDomain/Package.swift stays-in-repository: depends on ../../../elsewhere, outside the repository"
            ])
    }

    @Test func aContextTargetMustBeOneOfTheFourLayers() {
        let found = violations([coreDomain, caching, movies(domainDependencies: [], extraTarget: "MoviesHelpers")])
        #expect(found.contains { $0.contains("context-targets-are-layers: production target MoviesHelpers") })
        #expect(!found.contains { $0.contains("MoviesSupport") }, "support code under Tests/ is not production")
    }

    @Test func repeatedNamesAreReported() {
        let other = package("Platform/CoreDomain", targets: [Target(name: "CoreDomain", kind: .regular, path: nil, dependencies: [])])
        let found = violations([coreDomain, other])
        #expect(found.contains { $0.contains("unique-names: module CoreDomain is also defined in Platform/CoreDomain") })
        #expect(found.contains { $0.contains("unique-names: package folder CoreDomain is also used by Platform/CoreDomain") })
    }

    @Test func resolvesRelativePathsFromThePackage() {
        let manifest = package("Adapters/Contexts/PopcornMoviesAdapters", targets: [])
        #expect(ProjectModel.resolvedPath("../../../Core/CoreDomain", from: manifest) == "Core/CoreDomain")
        #expect(ProjectModel.resolvedPath("../../Vendors/EmbeddedCatalogue", from: manifest) == "Adapters/Vendors/EmbeddedCatalogue")
    }
}
