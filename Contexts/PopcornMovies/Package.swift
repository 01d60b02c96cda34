// swift-tools-version: 6.2
import PackageDescription

// Every target: imports stay internal unless marked `public import`, members come only from
// modules the file imports, and an existential says `any` (an error, not a warning).
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatWarning("ExistentialAny", as: .error),
]

// The Movies bounded context: what a movie is, what can be asked of it, and how the answers are
// fetched and cached. It names no vendor; adapters outside fill its ports.
let package = Package(
    name: "PopcornMovies",
    products: [
        .library(name: "MoviesDomain", targets: ["MoviesDomain"]),
        .library(name: "MoviesApplication", targets: ["MoviesApplication"]),
        .library(name: "MoviesInfrastructure", targets: ["MoviesInfrastructure"]),
        .library(name: "MoviesComposition", targets: ["MoviesComposition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Platform/Caching"),
        .package(path: "../../Platform/Observability"),
        .package(path: "../../Core/TestDoubles"),
    ],
    targets: [
        .target(
            name: "MoviesDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "MoviesApplication",
            dependencies: ["MoviesDomain", .product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "MoviesInfrastructure",
            dependencies: [
                "MoviesDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        .target(
            name: "MoviesComposition",
            dependencies: [
                "MoviesDomain",
                "MoviesApplication",
                "MoviesInfrastructure",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        // Fixtures and hand-written mocks of the context's ports, shared by its test targets.
        .target(
            name: "MoviesTestSupport",
            dependencies: [
                "MoviesDomain",
                "MoviesInfrastructure",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            path: "Tests/MoviesTestSupport",
            swiftSettings: settings
        ),
        .testTarget(name: "MoviesDomainTests", dependencies: ["MoviesDomain", "MoviesTestSupport"], swiftSettings: settings),
        .testTarget(
            name: "MoviesApplicationTests",
            dependencies: [
                "MoviesApplication",
                "MoviesDomain",
                "MoviesTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "MoviesInfrastructureTests",
            dependencies: [
                "MoviesInfrastructure",
                "MoviesDomain",
                "MoviesTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "ObservabilityTestSupport", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "MoviesCompositionTests",
            dependencies: [
                "MoviesComposition",
                "MoviesApplication",
                "MoviesInfrastructure",
                "MoviesDomain",
                "MoviesTestSupport",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
