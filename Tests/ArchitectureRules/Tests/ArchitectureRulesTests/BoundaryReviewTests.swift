import ArchitectureRules
import Foundation
import Testing

/// `Scripts/review` over a fixture repository made by the test: each change it must read, and
/// what it must not report.
@Suite struct BoundaryReviewTests {
    func review(_ base: String?, _ head: String?) throws -> BoundaryReview {
        let fixture = try ReviewFixture.shared.get()
        return try BoundaryReviewer.review(
            repository: fixture.repository.root, base: base, head: head, cache: ManifestCache(directory: fixture.repository.cache))
    }

    /// "kind from → to: allowed-or-FORBIDDEN rule at location".
    func lines(_ edges: [BoundaryEdge]) -> [String] {
        edges.map {
            "\($0.key.kind.rawValue) \($0.fromLabel) → \($0.toLabel): \($0.judgement.allowed ? "allowed" : "FORBIDDEN") \($0.judgement.rule.id) at \($0.location)"
        }
    }

    @Test func aProductDeclaredWithoutAnImportIsAPackageAndATargetEdge() throws {
        let fixture = try ReviewFixture.shared.get()
        let review = try review(fixture.base, fixture.productWithoutImport)
        #expect(
            lines(review.added) == [
                "package Features/SampleFeature (feature) → Core/CoreDomain (core): allowed package-direction at Features/SampleFeature/Package.swift:7",
                "target SampleFeature (feature) → CoreDomain (Core): allowed feature-imports-core-only at Features/SampleFeature/Package.swift:9",
            ])
        #expect(review.removed.isEmpty)
        #expect(review.exitStatus == 0)
    }

    @Test func anImportMovedBetweenFilesOfATargetIsNoChange() throws {
        let fixture = try ReviewFixture.shared.get()
        let review = try review(fixture.productWithoutImport, fixture.importMoved)
        #expect(review.added.isEmpty)
        #expect(review.removed.isEmpty)
        #expect(review.exitStatus == 0)
        #expect(ReviewTextFormat.render(review).hasSuffix("0 added, 0 removed, 0 forbidden\n"))
    }

    @Test func everyFormOfImportIsAnEdgeOfItsModule() throws {
        let fixture = try ReviewFixture.shared.get()
        let review = try review(fixture.importMoved, fixture.importForms)
        let feature = "Features/SampleFeature/Sources/SampleFeature"
        #expect(
            lines(review.added) == [
                "import MoviesDomain (Domain of Movies) → GRDB (third-party): FORBIDDEN domain-imports-coredomain-only at Contexts/PopcornMovies/Sources/MoviesDomain/Storage.swift:2",
                "import Presentation (Core) → CoreDomain (Core): allowed core-imports-core at Core/Presentation/Sources/Presentation/ViewState.swift:1",
                "import SampleFeature (feature) → CoreDomain (Core): allowed feature-imports-core-only at \(feature)/Member.swift:2",
                "import SampleFeature (feature) → MoviesDomain (Domain of Movies): FORBIDDEN feature-imports-core-only at \(feature)/Testable.swift:1",
            ])
        #expect(review.added.map(\.isConditional) == [true, false, false, false], "the import inside #if canImport is marked")
        #expect(review.forbidden.map(\.judgement.rule.reference).last == "docs/decisions/0002-features-on-core-only.md")
        #expect(review.exitStatus == 1)
    }

    @Test func theFormatsSayTheSame() throws {
        let fixture = try ReviewFixture.shared.get()
        let review = try review(fixture.importMoved, fixture.importForms)

        let markdown = ReviewMarkdownFormat.render(review)
        #expect(markdown.contains("**2 forbidden** edges added."))
        #expect(
            markdown.contains(
                "| + | import | SampleFeature (feature) | MoviesDomain (Domain of Movies) | **forbidden** | [feature-imports-core-only](docs/decisions/0002-features-on-core-only.md) | `Features/SampleFeature/Sources/SampleFeature/Testable.swift:1` |"
            ), "\(markdown)")

        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReviewJSONFormat.render(review).utf8)) as? [String: Any])
        #expect(json["forbidden"] as? Int == 2)
        #expect(json["exitStatus"] as? Int == 1)
        let changes = try #require(json["changes"] as? [[String: Any]])
        #expect(changes.count == 4)
        #expect(
            changes.filter { $0["allowed"] as? Bool == false }.compactMap { ($0["rule"] as? [String: Any])?["id"] as? String }.sorted() == [
                "domain-imports-coredomain-only", "feature-imports-core-only",
            ])

        let text = ReviewTextFormat.render(review)
        #expect(text.contains("rule feature-imports-core-only: A feature may depend only on Core"))
        #expect(text.contains("see docs/decisions/0002-features-on-core-only.md"))
    }

    /// The working tree is HEAD unless one is named, and on main BASE is HEAD's parent.
    @Test func theDefaultsAreTheWorkingTreeAndOnMainTheParent() throws {
        let fixture = try ReviewFixture.shared.get()
        let defaults = try review(nil, nil)
        #expect(defaults.base.contains("parent of"))
        #expect(defaults.head.contains("working tree"))
        #expect(defaults.added.count == 4)

        let file = "Contexts/PopcornMovies/Sources/MoviesDomain/Uncommitted.swift"
        try fixture.repository.write(file, "import Presentation\n")
        defer { try? FileManager.default.removeItem(at: fixture.repository.root.appendingPathComponent(file)) }
        let uncommitted = try review(fixture.importForms, nil)
        #expect(
            lines(uncommitted.added) == [
                "import MoviesDomain (Domain of Movies) → Presentation (Core): FORBIDDEN domain-imports-coredomain-only at \(file):1"
            ])
    }

    @Test func aBadRevisionIsAUsageError() throws {
        let fixture = try ReviewFixture.shared.get()
        do {
            _ = try review("no-such-revision", nil)
            Issue.record("a revision git does not know was taken")
        } catch let error as ReviewError {
            #expect(error.exitStatus == 64)
            #expect("\(error)" == "'no-such-revision' is not a revision of this repository: git knows no commit by that name")
        }
        #expect(throws: ReviewError.self) { try review(fixture.base, "--output=/tmp/x") }
    }
}
