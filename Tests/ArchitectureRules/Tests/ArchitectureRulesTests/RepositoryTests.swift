import ArchitectureRules
import Foundation
import Testing

/// The rules over the real repository, read through SwiftPM (once for every test: `RepositoryManifests`).
@Suite struct RepositoryTests {
    @Test func theRepositoryKeepsEveryRule() throws {
        let project = try RepositoryManifests.project(at: RepositoryRoot.url)
        let violations = ArchitectureCheck.violations(in: project, root: RepositoryRoot.url)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyRingIsPresent() throws {
        let project = try RepositoryManifests.project(at: RepositoryRoot.url)
        let layers = Set(project.modules.values.filter(\.isProduction).map(\.layer))
        #expect(
            layers.isSuperset(of: [
                .core, .platform, .domain, .application, .infrastructure, .composition, .feature, .vendor, .contextAdapter, .app, .browser,
            ]))
    }

    @Test func theGraphHasAnEdgeForEveryDeclaredDependency() throws {
        let dot = DependencyGraph.dot(try RepositoryManifests.project(at: RepositoryRoot.url))
        #expect(dot.hasPrefix("digraph Popcorn {"))
        #expect(dot.contains(#""MoviesApplication" -> "MoviesDomain";"#))
        #expect(dot.contains(#""EmbeddedCatalogue" -> "GRDB";"#))
        #expect(!dot.contains(#""MoviesDomainTests""#), "test targets are left out")
    }
}
