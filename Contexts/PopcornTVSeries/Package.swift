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

// The TV series bounded context: what a TV series is, what can be asked of it, and how the answers
// are fetched and cached. It names no vendor; adapters outside fill its ports.
let package = Package(
    name: "PopcornTVSeries",
    products: [
        .library(name: "TVSeriesDomain", targets: ["TVSeriesDomain"]),
        .library(name: "TVSeriesApplication", targets: ["TVSeriesApplication"]),
        .library(name: "TVSeriesInfrastructure", targets: ["TVSeriesInfrastructure"]),
        .library(name: "TVSeriesComposition", targets: ["TVSeriesComposition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Platform/Caching"),
        .package(path: "../../Platform/Observability"),
        .package(path: "../../Core/TestDoubles"),
    ],
    targets: [
        .target(
            name: "TVSeriesDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "TVSeriesApplication",
            dependencies: ["TVSeriesDomain", .product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "TVSeriesInfrastructure",
            dependencies: [
                "TVSeriesDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        .target(
            name: "TVSeriesComposition",
            dependencies: [
                "TVSeriesDomain",
                "TVSeriesApplication",
                "TVSeriesInfrastructure",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        // Fixtures and hand-written mocks of the context's ports, shared by its test targets.
        .target(
            name: "TVSeriesTestSupport",
            dependencies: [
                "TVSeriesDomain",
                "TVSeriesInfrastructure",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            path: "Tests/TVSeriesTestSupport",
            swiftSettings: settings
        ),
        .testTarget(name: "TVSeriesDomainTests", dependencies: ["TVSeriesDomain", "TVSeriesTestSupport"], swiftSettings: settings),
        .testTarget(
            name: "TVSeriesApplicationTests",
            dependencies: [
                "TVSeriesApplication",
                "TVSeriesDomain",
                "TVSeriesTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TVSeriesInfrastructureTests",
            dependencies: [
                "TVSeriesInfrastructure",
                "TVSeriesDomain",
                "TVSeriesTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "ObservabilityTestSupport", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TVSeriesCompositionTests",
            dependencies: [
                "TVSeriesComposition",
                "TVSeriesApplication",
                "TVSeriesInfrastructure",
                "TVSeriesDomain",
                "TVSeriesTestSupport",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
