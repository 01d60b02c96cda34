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

    /// Every rule points at a document of the repository, and at a heading of it where it names one.
    @Test func everyRuleNamesWhereItIsStated() throws {
        #expect(Set(Rule.all.map(\.id)).count == Rule.all.count)
        for rule in Rule.all {
            let parts = rule.reference.split(separator: "#", maxSplits: 1).map(String.init)
            let file = RepositoryRoot.url.appendingPathComponent(parts[0])
            let text = try #require(try? String(contentsOf: file, encoding: .utf8), "\(rule.id): no \(parts[0])")
            guard parts.count == 2 else { continue }
            let anchors = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
                String(heading.drop { $0 == "#" }.drop { $0 == " " }).lowercased()
                    .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
                    .replacingOccurrences(of: " ", with: "-")
            }
            #expect(anchors.contains(parts[1]), "\(rule.id): \(parts[0]) has no heading #\(parts[1])")
        }
    }
}
