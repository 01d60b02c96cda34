import Foundation
import Testing

/// Plants each forbidden dependency the issue names in a copy of the tree and shows that the
/// checks reject it: the rule check names the rule, and building the package alone fails.
/// The manifest-level plants build fine, which is why the rule check exists. Each plant is in a
/// copy of its own, so they run at once.
@Suite struct EnforcementSelfTests {
    @Test func aFeatureImportingMoviesDomainIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Features/MovieDetailsFeature/Sources/MovieDetailsFeature/View/MovieDetailsView.swift"
        try tree.prepend("import MoviesDomain", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("\(file):1: MovieDetailsFeature (feature) imports MoviesDomain (Domain of Movies)") == true)
        #expect(findings.first?.contains("rule feature-imports-core-only") == true)

        let build = try tree.build("Features/MovieDetailsFeature")
        #expect(build.status != 0)
        #expect(build.output.contains("no such module 'MoviesDomain'"), "\(build.output.suffix(2000))")
    }

    @Test func moviesApplicationImportingMoviesInfrastructureIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Contexts/PopcornMovies/Sources/MoviesApplication/MoviesApplicationFactory.swift"
        try tree.prepend("import MoviesInfrastructure", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("\(file):1: MoviesApplication (Application of Movies) imports MoviesInfrastructure") == true)
        #expect(findings.first?.contains("rule application-imports-inward") == true)

        let build = try tree.build("Contexts/PopcornMovies")
        #expect(build.status != 0)
        // Which check stops it depends on build order: the explicit import check, or a missing module.
        let refused =
            build.output.contains("imports another target (MoviesInfrastructure) in the package without declaring it a dependency")
            || build.output.contains("no such module 'MoviesInfrastructure'")
        #expect(refused, "\(build.output.suffix(2000))")
    }

    @Test func moviesDomainImportingGRDBIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Contexts/PopcornMovies/Sources/MoviesDomain/Entities/Movie.swift"
        try tree.prepend("import GRDB", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("\(file):1: MoviesDomain (Domain of Movies) imports GRDB (third-party)") == true)
        #expect(findings.first?.contains("rule domain-imports-coredomain-only") == true)

        let build = try tree.build("Contexts/PopcornMovies")
        #expect(build.status != 0)
        #expect(build.output.contains("no such module 'GRDB'"), "\(build.output.suffix(2000))")
    }

    @Test func tvSeriesDomainImportingMoviesDomainIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Contexts/PopcornTVSeries/Sources/TVSeriesDomain/Entities/TVSeries.swift"
        try tree.prepend("import MoviesDomain", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("\(file):1: TVSeriesDomain (Domain of TVSeries) imports MoviesDomain") == true, "\(findings)")
        #expect(findings.first?.contains("rule contexts-meet-in-adapters") == true, "\(findings)")

        let build = try tree.build("Contexts/PopcornTVSeries")
        #expect(build.status != 0)
        #expect(build.output.contains("no such module 'MoviesDomain'"), "\(build.output.suffix(2000))")
    }

    @Test func searchDomainImportingMoviesDomainIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Contexts/PopcornSearch/Sources/SearchDomain/Entities/MoviePreview.swift"
        try tree.prepend("import MoviesDomain", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(findings.first?.hasPrefix("\(file):1: SearchDomain (Domain of Search) imports MoviesDomain") == true, "\(findings)")
        #expect(findings.first?.contains("rule contexts-meet-in-adapters") == true, "\(findings)")
        #expect(findings.first?.contains("only the adapters may call across") == true, "\(findings)")

        let build = try tree.build("Contexts/PopcornSearch")
        #expect(build.status != 0)
        #expect(build.output.contains("no such module 'MoviesDomain'"), "\(build.output.suffix(2000))")
    }

    /// The reader the scaffold writes is held to the rule as Search is: its Domain declares what
    /// it needs of Movies in its own terms, and naming Movies' Domain instead is refused.
    @Test func aScaffoldedReadersDomainImportingMoviesDomainIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let scaffold = try tree.runScript("Scripts/new-context", ["Sample", "--reads", "Movies"])
        #expect(scaffold.status == 0, "\(scaffold.output.suffix(2000))")
        let file = "Contexts/PopcornSample/Sources/SampleDomain/Providers/MovieProviding.swift"
        try tree.prepend("import MoviesDomain", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1, "the one finding is the plant: the reader as written breaks no rule")
        #expect(findings.first?.hasPrefix("\(file):1: SampleDomain (Domain of Sample) imports MoviesDomain") == true, "\(findings)")
        #expect(findings.first?.contains("rule contexts-meet-in-adapters") == true, "\(findings)")

        let build = try tree.build("Contexts/PopcornSample")
        #expect(build.status != 0)
        #expect(build.output.contains("no such module 'MoviesDomain'"), "\(build.output.suffix(2000))")
    }

    @Test func searchApplicationImportingMoviesApplicationIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Contexts/PopcornSearch/Sources/SearchApplication/SearchApplicationFactory.swift"
        try tree.prepend("import MoviesApplication", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(
            findings.first?.hasPrefix("\(file):1: SearchApplication (Application of Search) imports MoviesApplication") == true,
            "\(findings)")
        #expect(findings.first?.contains("rule contexts-meet-in-adapters") == true, "\(findings)")

        let build = try tree.build("Contexts/PopcornSearch")
        #expect(build.status != 0)
        #expect(build.output.contains("no such module 'MoviesApplication'"), "\(build.output.suffix(2000))")
    }

    /// Intelligence reads films, series, credits and people through providers of its own, filled in
    /// PopcornIntelligenceAdapters: naming Movies' Domain in its Domain is refused.
    @Test func intelligenceDomainImportingMoviesDomainIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Contexts/PopcornIntelligence/Sources/IntelligenceDomain/Titles/MovieDetails.swift"
        try tree.prepend("import MoviesDomain", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1, "\(findings)")
        #expect(
            findings.first?.hasPrefix("\(file):1: IntelligenceDomain (Domain of Intelligence) imports MoviesDomain") == true, "\(findings)")
        #expect(findings.first?.contains("rule contexts-meet-in-adapters") == true, "\(findings)")

        let build = try tree.build("Contexts/PopcornIntelligence")
        #expect(build.status != 0)
        #expect(build.output.contains("no such module 'MoviesDomain'"), "\(build.output.suffix(2000))")
    }

    /// Nor may its use cases call the Movies context's: only the adapters call across.
    @Test func intelligenceApplicationImportingMoviesApplicationIsRejected() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Contexts/PopcornIntelligence/Sources/IntelligenceApplication/IntelligenceApplicationFactory.swift"
        try tree.prepend("import MoviesApplication", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1, "\(findings)")
        #expect(
            findings.first?.hasPrefix("\(file):1: IntelligenceApplication (Application of Intelligence) imports MoviesApplication")
                == true,
            "\(findings)")
        #expect(findings.first?.contains("rule contexts-meet-in-adapters") == true, "\(findings)")

        let build = try tree.build("Contexts/PopcornIntelligence")
        #expect(build.status != 0)
        #expect(build.output.contains("no such module 'MoviesApplication'"), "\(build.output.suffix(2000))")
    }

    /// MoviesComposition declares MoviesDomain, which depends on CoreDomain: an import of CoreDomain
    /// there builds, with `--explicit-target-dependency-import-check error` and without a word (the
    /// flag looks only at targets of the same package that are no dependency at all, see
    /// `ImportCheckFlagSelfTests`). Only the rule check rejects it.
    @Test func anImportOfAModuleReachedOnlyThroughAnotherDependencyIsRejectedByTheRuleCheckAlone() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let file = "Contexts/PopcornMovies/Sources/MoviesComposition/PopcornMoviesFactory.swift"
        try tree.prepend("import CoreDomain", to: file)

        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(
            findings.first?.hasPrefix(
                "\(file):1: MoviesComposition (Composition of Movies) imports CoreDomain (Core), which target MoviesComposition does not declare"
            ) == true, "\(findings)")
        #expect(findings.first?.contains("rule imports-declared-directly") == true, "\(findings)")

        let build = try tree.build("Contexts/PopcornMovies")
        #expect(build.status == 0, "the flag lets it through: \(build.output.suffix(2000))")
        #expect(!build.output.contains("without declaring it a dependency"))
    }

    @Test func aDomainDeclaringAPlatformDependencyIsRejectedByTheRuleCheck() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        try tree.replace(
            #"dependencies: [.product(name: "CoreDomain", package: "CoreDomain")]"#,
            with: #"dependencies: [.product(name: "CoreDomain", package: "CoreDomain"), .product(name: "Caching", package: "Caching")]"#,
            in: "Contexts/PopcornMovies/Package.swift"
        )
        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(
            findings.first?.hasPrefix(
                "Contexts/PopcornMovies/Package.swift: target MoviesDomain (Domain of Movies) depends on Caching (Platform)") == true)
        #expect(findings.first?.contains("rule domain-imports-coredomain-only") == true)
    }

    @Test func aCorePackageNamingAThirdPartyPackageIsRejectedByTheRuleCheck() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        try tree.replace(
            "    targets: [",
            with: "    dependencies: [.package(url: \"https://github.com/onevcat/Rainbow\", exact: \"4.2.2\")],\n    targets: [",
            in: "Core/CoreDomain/Package.swift"
        )
        let findings = try tree.check()
        #expect(
            findings == [
                "Core/CoreDomain/Package.swift: a core package depends on https://github.com/onevcat/Rainbow\n    rule toolchain-only: Core, Platform, contexts and features build with the Swift toolchain alone: they name no third-party package."
            ])
    }

    @Test func aFeatureDependingOnAContextPackageIsRejectedByTheRuleCheck() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        try tree.replace(
            #"        .package(path: "../../Core/DesignSystem"),"#,
            with: #"        .package(path: "../../Core/DesignSystem"),"# + "\n"
                + #"        .package(path: "../../Contexts/PopcornMovies"),"#,
            in: "Features/TitleListFeature/Package.swift"
        )
        let findings = try tree.check()
        #expect(findings.count == 1)
        #expect(
            findings.first?.hasPrefix(
                "Features/TitleListFeature/Package.swift: a feature package depends on Contexts/PopcornMovies (context)") == true)
        #expect(findings.first?.contains("rule package-direction") == true)
    }

    @Test func aPublicAPIShowingAnotherModulesTypeWithoutPublicImportDoesNotBuild() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        // MovieDetailsView's public `render(_:)` takes Presentation's ViewState.
        try tree.replace(
            "public import Presentation",
            with: "import Presentation",
            in: "Features/MovieDetailsFeature/Sources/MovieDetailsFeature/View/MovieDetailsView.swift"
        )
        let build = try tree.build("Features/MovieDetailsFeature")
        #expect(build.status != 0)
        #expect(build.output.contains("because its parameter uses an internal type"), "\(build.output.suffix(2000))")
    }

    @Test func aBareProtocolTypeWithoutAnyDoesNotBuild() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        try tree.prepend("func planted(_ failure: Error) {}", to: "Core/Presentation/Sources/Presentation/ViewState.swift")
        let build = try tree.build("Core/Presentation")
        #expect(build.status != 0)
        #expect(build.output.contains("use of protocol 'Error' as a type must be written 'any Error'"), "\(build.output.suffix(2000))")
        #expect(build.output.contains("error: use of protocol"), "an error, not a warning")
    }

    @Test func theUntouchedCopyPassesBothChecks() throws {
        let tree = try PlantedTree()
        defer { tree.remove() }
        #expect(try tree.check().isEmpty)
        let build = try tree.build("Features/MovieDetailsFeature")
        #expect(build.status == 0, "\(build.output.suffix(2000))")
    }
}
