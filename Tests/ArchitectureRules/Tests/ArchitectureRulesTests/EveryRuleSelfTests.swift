import ArchitectureRules
import Foundation
import Testing

/// Every rule of the table, and every extra rule, proven by a planted violation: one copy of the
/// tree holds every plant for the rule check, and the builds run in two more (Core and Platform
/// apart, since every other package builds on them), each package built alone once for all its
/// plants, in a scratch folder of its own (a folder shared with another package's build holds that
/// package's modules, and an import of one of them then builds), all sharing one `--cache-path`. The table is
/// printed from what happened: which layer rejected each plant (the build alone, the rule check,
/// both), or NOT REJECTED, which fails the test.
@Suite struct EveryRuleSelfTests {
    static let plants: [RulePlant] = [
        // Core and Platform, built in a copy of their own.
        .importing(
            "Caching", in: "DesignSystem", at: "Core/DesignSystem/Sources/DesignSystem", rule: "core-imports-core",
            edge: "DesignSystem (Core) imports Caching (Platform)", build: "Core/DesignSystem"),
        .importing(
            "MoviesDomain", in: "DataPersistence", at: "Platform/DataPersistence/Sources/DataPersistence",
            rule: "platform-imports-core-and-platform", edge: "DataPersistence (Platform) imports MoviesDomain",
            build: "Platform/DataPersistence"),
        .importing(
            "FoundationNetworking", in: "CoreDomain", at: "Core/CoreDomain/Sources/CoreDomain", rule: "networking-in-adapters",
            edge: "CoreDomain (Core) imports FoundationNetworking", build: "Core/CoreDomain"),
        .importing(
            "Testing", in: "FeatureAccess", at: "Platform/FeatureAccess/Sources/FeatureAccess", rule: "no-test-frameworks-in-production",
            edge: "FeatureAccess (Platform) imports Testing", build: "Platform/FeatureAccess"),
        .importing(
            "TestDoubles", in: "Observability", at: "Platform/Observability/Sources/Observability",
            rule: "no-test-frameworks-in-production", edge: "Observability (Platform) imports TestDoubles (test support)",
            build: "Platform/Observability"),
        // Contexts, features and vendors.
        .importing(
            "Observability", in: "TVSeriesDomain", at: "Contexts/PopcornTVSeries/Sources/TVSeriesDomain",
            rule: "domain-imports-coredomain-only", edge: "TVSeriesDomain imports Observability (Platform)",
            build: "Contexts/PopcornTVSeries"),
        .importing(
            "PersonDetailsFeature", in: "PeopleApplication", at: "Contexts/PopcornPeople/Sources/PeopleApplication",
            rule: "application-imports-inward", edge: "PeopleApplication imports PersonDetailsFeature (feature)",
            build: "Contexts/PopcornPeople"),
        .importing(
            "PeopleApplication", in: "PeopleInfrastructure", at: "Contexts/PopcornPeople/Sources/PeopleInfrastructure",
            rule: "infrastructure-imports-inward", edge: "PeopleInfrastructure imports PeopleApplication", build: "Contexts/PopcornPeople"),
        .importing(
            "MovieDetailsFeature", in: "MoviesComposition", at: "Contexts/PopcornMovies/Sources/MoviesComposition",
            rule: "composition-imports-own-context", edge: "MoviesComposition imports MovieDetailsFeature (feature)",
            build: "Contexts/PopcornMovies"),
        .importing(
            "MoviesApplication", in: "SearchApplication", at: "Contexts/PopcornSearch/Sources/SearchApplication",
            rule: "contexts-meet-in-adapters", edge: "SearchApplication imports MoviesApplication (another context)",
            build: "Contexts/PopcornSearch"),
        .importing(
            "Caching", in: "TitleListFeature", at: "Features/TitleListFeature/Sources/TitleListFeature", rule: "feature-imports-core-only",
            edge: "TitleListFeature (feature) imports Caching (Platform)", build: "Features/TitleListFeature"),
        .importing(
            "PeopleComposition", in: "PersonDetailsFeature", at: "Features/PersonDetailsFeature/Sources/PersonDetailsFeature",
            rule: "feature-imports-core-only",
            edge: "a Composition imported by another than the App: PersonDetailsFeature imports PeopleComposition",
            build: "Features/PersonDetailsFeature"),
        .importing(
            "PopcornApp", in: "HistoryFeature", at: "Features/HistoryFeature/Sources/HistoryFeature", rule: "only-the-app-is-the-root",
            edge: "HistoryFeature (feature) imports PopcornApp (App)", build: "Features/HistoryFeature"),
        .importing(
            "TMDb", in: "TMDbExports", at: "Adapters/Vendors/TMDbExports/Sources/TMDbExports", rule: "vendor-knows-no-popcorn",
            edge: "TMDbExports (vendor) imports TMDb (another vendor)", build: "Adapters/Vendors/TMDbExports"),
        .importing(
            "CoreDomain", in: "TMDb", at: "Adapters/Vendors/TMDb/Sources/TMDb", rule: "vendor-knows-no-popcorn",
            edge: "a vendor importing Popcorn: TMDb (vendor) imports CoreDomain", build: "Adapters/Vendors/TMDb"),
        // The adapters and the App resolve third-party packages: the rule check alone is run.
        .importing(
            "MoviesComposition", in: "PopcornMoviesAdapters", at: "Adapters/Contexts/PopcornMoviesAdapters/Sources/PopcornMoviesAdapters",
            rule: "context-adapter-scope",
            edge: "a Composition imported by another than the App: PopcornMoviesAdapters imports MoviesComposition",
            build: nil),
        .importing(
            "MoviesDomain", in: "CachingAdapters", at: "Adapters/Platform/CachingAdapters/Sources/CachingAdapters",
            rule: "platform-adapter-scope", edge: "CachingAdapters (platform adapter) imports MoviesDomain", build: nil),
        .importing(
            "MoviesDomain", in: "Browsing", at: "App/Sources/Browsing", rule: "browser-imports-core-only",
            edge: "the browser importing a context: Browsing imports MoviesDomain", build: nil),
        // Manifests, for the rule check (a declared dependency builds).
        .manifest(
            "Contexts/PopcornMovies", replacing: #"dependencies: [.product(name: "CoreDomain", package: "CoreDomain")],"#,
            with: #"dependencies: [.product(name: "CoreDomain", package: "CoreDomain"), .product(name: "Caching", package: "Caching")],"#,
            naming: "target MoviesDomain", rule: "domain-imports-coredomain-only", edge: "MoviesDomain declares Caching (Platform)"),
        .manifest(
            "Contexts/PopcornMovies", replacing: #"dependencies: ["MoviesDomain", .product(name: "CoreDomain", package: "CoreDomain")],"#,
            with: #"dependencies: ["MoviesDomain", "MoviesInfrastructure", .product(name: "CoreDomain", package: "CoreDomain")],"#,
            naming: "target MoviesApplication", rule: "application-imports-inward", edge: "MoviesApplication declares MoviesInfrastructure"),
        .manifest(
            "Features/CastAndCrewFeature", replacing: #"        .package(path: "../../Core/DesignSystem"),"#,
            with: #"        .package(path: "../../Core/DesignSystem"),"# + "\n"
                + #"        .package(path: "../../Contexts/PopcornMovies"),"#,
            naming: "Contexts/PopcornMovies", rule: "package-direction", edge: "CastAndCrewFeature's package depends on PopcornMovies"),
        .manifest(
            "Core/CoreDomain", replacing: "    targets: [",
            with: "    dependencies: [.package(url: \"https://github.com/onevcat/Rainbow\", exact: \"4.2.2\")],\n    targets: [",
            naming: "Rainbow", rule: "toolchain-only", edge: "CoreDomain's package names Rainbow (third-party)"),
        .manifest(
            "Adapters/Vendors/TMDb", replacing: "    targets: [",
            with: "    dependencies: [.package(path: \"../../../Core/CoreDomain\")],\n    targets: [",
            naming: "Core/CoreDomain", rule: "vendor-knows-no-popcorn", edge: "TMDb's package depends on Core/CoreDomain"),
        .manifest(
            "Platform/DataPersistence", replacing: "    targets: [",
            with: "    dependencies: [.package(path: \"../../../elsewhere\")],\n    targets: [",
            naming: "elsewhere", rule: "stays-in-repository", edge: "DataPersistence's package depends on ../../../elsewhere"),
        // An import of a module reached only through another dependency: MovieDetailsFeature
        // stops declaring Presentation, which it imports and reaches through DesignSystem.
        .manifest(
            "Features/MovieDetailsFeature", replacing: #"                .product(name: "Presentation", package: "Presentation"),"# + "\n",
            with: "", naming: "MovieDetailsFeature (feature) imports Presentation", rule: "imports-declared-directly",
            edge: "MovieDetailsFeature imports Presentation, declared no more (DesignSystem brings it)"),
    ]

    @Test func everyRuleRejectsItsPlant() throws {
        let checked = try PlantedTree()
        defer { checked.remove() }
        for plant in Self.plants { try Self.apply(plant, to: checked) }
        let findings = ArchitectureCheck.violations(in: try RepositoryManifests.project(at: checked.root), root: checked.root)

        // The builds: Core and Platform in one copy, the rest in another with the import plants
        // and the manifest edit that makes an import undeclared (it is what the build must face).
        let builds = try Self.build(
            plants: Self.plants.filter { $0.build?.hasPrefix("Core/") == true || $0.build?.hasPrefix("Platform/") == true }
        )
        .merging(
            try Self.build(
                plants: Self.plants.filter { !($0.build?.hasPrefix("Core/") ?? true) && !($0.build?.hasPrefix("Platform/") ?? true) })
        ) { first, _ in first }

        var rows = ["| rule | planted edge | rule check | build alone | rejected by |", "|---|---|---|---|---|"]
        var unproven: [String] = []
        for (index, plant) in Self.plants.enumerated() {
            let named = Set(Self.findings(of: plant, in: findings, under: checked).map(\.rule.id))
            let build = builds[index]
            let byCheck = named.contains(plant.rule)
            let byBuild = build?.rejected ?? false
            let verdict = byCheck && byBuild ? "both" : byCheck ? "rule check" : byBuild ? "build alone" : "NOT REJECTED"
            rows.append(
                "| \(plant.rule) | \(plant.edge) | \(named.isEmpty ? "nothing" : named.sorted().joined(separator: ", ")) | \(build?.summary ?? "not built") | \(verdict) |"
            )
            if !byCheck && !byBuild { unproven.append(plant.edge) }
            #expect(byCheck, "the rule check does not name \(plant.rule) for \(plant.edge): \(named.sorted())")
        }
        print((["Every rule, proven by a planted violation:"] + rows).joined(separator: "\n"))
        #expect(unproven.isEmpty, "NOT REJECTED: \(unproven)")
        let proven = Set(Self.plants.map(\.rule))
        let edgeRules = Set(Rule.all.map(\.id)).subtracting([
            "the-app-composes-everything",  // allows, forbids nothing
            "context-targets-are-layers", "unique-names",  // layout, proven by ArchitectureCheckTests
        ])
        #expect(edgeRules.subtracting(proven).isEmpty, "rules with no plant: \(edgeRules.subtracting(proven).sorted())")
    }

    /// What the build of a plant's package said of it.
    struct BuildOutcome {
        let rejected: Bool
        let summary: String
    }

    /// Builds each package the import plants (and the undeclared import) name, once, in a copy
    /// holding them; answers each plant's outcome by its index in `plants`.
    static func build(plants: [RulePlant]) throws -> [Int: BuildOutcome] {
        let tree = try PlantedTree()
        defer { tree.remove() }
        let selected = plants.filter { $0.build != nil }
        for plant in selected { try apply(plant, to: tree) }
        let undeclared = Self.plants.first { $0.rule == "imports-declared-directly" }!
        let buildsMovieDetails = plants.contains { $0.build?.hasPrefix("Features/") == true }
        if buildsMovieDetails { try apply(undeclared, to: tree) }
        let cache = tree.root.appendingPathComponent(".build-cache")
        var packages = Array(Set(selected.compactMap(\.build))).sorted()
        if buildsMovieDetails { packages.append("Features/MovieDetailsFeature") }
        var outputs: [String: PlantedTree.BuildResult] = [:]
        for package in packages {
            outputs[package] = try tree.build(package, cache: cache)
        }
        var outcomes: [Int: BuildOutcome] = [:]
        for (index, plant) in Self.plants.enumerated() {
            if case .importing(let module, let target, let folder) = plant.form, let package = plant.build, let result = outputs[package] {
                outcomes[index] = outcome(of: result, module: module, target: target, file: try firstFile(in: folder, of: tree))
            } else if plant.rule == "imports-declared-directly", let result = outputs["Features/MovieDetailsFeature"] {
                outcomes[index] = outcome(of: result, module: "Presentation", target: "MovieDetailsFeature", file: nil)
            }
        }
        return outcomes
    }

    /// An error at the planted line (or, for an import already there, naming the module), or the
    /// import check's error naming the target and the module.
    static func outcome(of result: PlantedTree.BuildResult, module: String, target: String, file: String?) -> BuildOutcome {
        let lines = result.output.split(separator: "\n").map(String.init)
        let flag = "Target \(target) imports another target (\(module))"
        let found = lines.first { line in
            guard line.contains("error:") else { return false }
            if line.contains(flag) { return true }
            if let file { return line.contains("\(file):1:") }
            return line.contains("'\(module)'") && line.contains("/\(target)/")
        }
        if let found {
            let message = found.components(separatedBy: "error: ").last ?? found
            return BuildOutcome(rejected: true, summary: "error: \(message.prefix(80))")
        }
        return BuildOutcome(rejected: false, summary: result.status == 0 ? "builds" : "no error at the plant (status \(result.status))")
    }

    static func apply(_ plant: RulePlant, to tree: PlantedTree) throws {
        switch plant.form {
        case .importing(let module, _, let folder):
            try tree.prepend("import \(module)", to: try firstFile(in: folder, of: tree))
        case .manifest(let package, let text, let replacement, _):
            try tree.replaceFirst(text, with: replacement, in: "\(package)/Package.swift")
        }
    }

    /// The first Swift file (by path) under `folder`, as a path from the tree's root.
    static func firstFile(in folder: String, of tree: PlantedTree) throws -> String {
        let directory = tree.root.appendingPathComponent(folder)
        let files = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        guard let first = files.first else { throw PlantedTree.CopyFailed(output: "no Swift file under \(folder)") }
        return "\(folder)/\(first)"
    }

    /// The check's findings that are this plant's: at its line, or at its manifest naming it.
    static func findings(of plant: RulePlant, in findings: [Violation], under tree: PlantedTree) -> [Violation] {
        switch plant.form {
        case .importing(_, _, let folder):
            guard let file = try? firstFile(in: folder, of: tree) else { return [] }
            return findings.filter { $0.location == "\(file):1" }
        case .manifest(let package, _, _, let naming):
            if plant.rule == "imports-declared-directly" {
                return findings.filter { $0.location.hasPrefix(package + "/") && $0.finding.contains(naming) }
            }
            return findings.filter { $0.location == "\(package)/Package.swift" && $0.finding.contains(naming) }
        }
    }
}
