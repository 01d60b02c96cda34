import Foundation

/// The fixture repository the review tests share, made once per test process: a commit for each
/// change the review must read, and removed when the process ends.
struct ReviewFixture: Sendable {
    let repository: FixtureRepository
    /// Core, a feature and a context.
    let base: String
    /// The feature declares CoreDomain, a product it does not import.
    let productWithoutImport: String
    /// The feature's `import Presentation` moves from one of its files to another.
    let importMoved: String
    /// `@testable import`, `package import`, `import struct X.Y`, and an import inside `#if canImport`.
    let importForms: String

    static let shared: Result<ReviewFixture, any Error> = Result {
        let fixture = try ReviewFixture()
        atexit { if case .success(let fixture) = ReviewFixture.shared { fixture.repository.remove() } }
        return fixture
    }

    private init() throws {
        let repository = try FixtureRepository()
        self.repository = repository
        try repository.write(
            "Core/CoreDomain/Package.swift",
            FixtureRepository.manifest("CoreDomain", products: ["CoreDomain"], targets: #".target(name: "CoreDomain")"#))
        try repository.write("Core/CoreDomain/Sources/CoreDomain/Identifier.swift", "public struct Identifier {}\n")
        try repository.write(
            "Core/Presentation/Package.swift",
            FixtureRepository.manifest(
                "Presentation", products: ["Presentation"], dependencies: ["../CoreDomain"],
                targets: #".target(name: "Presentation", dependencies: [.product(name: "CoreDomain", package: "CoreDomain")])"#))
        try repository.write("Core/Presentation/Sources/Presentation/ViewState.swift", "public enum ViewState { case initial }\n")
        try repository.write(
            "Contexts/PopcornMovies/Package.swift",
            FixtureRepository.manifest(
                "PopcornMovies", products: ["MoviesDomain"], dependencies: ["../../Core/CoreDomain"],
                targets: #".target(name: "MoviesDomain", dependencies: [.product(name: "CoreDomain", package: "CoreDomain")])"#))
        try repository.write("Contexts/PopcornMovies/Sources/MoviesDomain/Movie.swift", "import CoreDomain\n\npublic struct Movie {}\n")
        try repository.write("Features/SampleFeature/Package.swift", Self.feature(declaringCoreDomain: false))
        try repository.write(
            "Features/SampleFeature/Sources/SampleFeature/SampleView.swift", "import Presentation\n\nstruct SampleView {}\n")
        try repository.write("Features/SampleFeature/Sources/SampleFeature/SampleModel.swift", "struct SampleModel {}\n")
        base = try repository.commit("Core, a feature and a context")

        try repository.write("Features/SampleFeature/Package.swift", Self.feature(declaringCoreDomain: true))
        productWithoutImport = try repository.commit("The feature declares CoreDomain and imports nothing of it")

        try repository.write("Features/SampleFeature/Sources/SampleFeature/SampleView.swift", "struct SampleView {}\n")
        try repository.write(
            "Features/SampleFeature/Sources/SampleFeature/SampleModel.swift", "import Presentation\n\nstruct SampleModel {}\n")
        importMoved = try repository.commit("The feature's import moves to another of its files")

        try repository.write("Features/SampleFeature/Sources/SampleFeature/Testable.swift", "@testable import MoviesDomain\n")
        try repository.write(
            "Features/SampleFeature/Sources/SampleFeature/Member.swift", "// One type.\nimport struct CoreDomain.Identifier\n")
        try repository.write(
            "Core/Presentation/Sources/Presentation/ViewState.swift",
            "package import CoreDomain\n\npublic enum ViewState { case initial }\n")
        try repository.write(
            "Contexts/PopcornMovies/Sources/MoviesDomain/Storage.swift", "#if canImport(GRDB)\n    import GRDB\n#endif\n")
        importForms = try repository.commit("Every form of import")
    }

    private static func feature(declaringCoreDomain: Bool) -> String {
        FixtureRepository.manifest(
            "SampleFeature", products: ["SampleFeature"],
            dependencies: ["../../Core/Presentation"] + (declaringCoreDomain ? ["../../Core/CoreDomain"] : []),
            targets: """
                .target(name: "SampleFeature", dependencies: [.product(name: "Presentation", package: "Presentation")\
                \(declaringCoreDomain ? #", .product(name: "CoreDomain", package: "CoreDomain")"# : "")])
                """)
    }
}
