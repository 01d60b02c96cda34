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

// The Intelligence bounded context: conversations about a film or a series, grounded in the
// catalogue. It reads films, series, credits and people through providers it declares in its own
// terms (filled by anti-corruption adapters outside), talks to a chat model through a port (the
// embedded answerer fills it when no model is configured), and keeps its conversations in
// Platform's durable store. It names no vendor and no other context.
let package = Package(
    name: "PopcornIntelligence",
    products: [
        .library(name: "IntelligenceDomain", targets: ["IntelligenceDomain"]),
        .library(name: "IntelligenceApplication", targets: ["IntelligenceApplication"]),
        .library(name: "IntelligenceInfrastructure", targets: ["IntelligenceInfrastructure"]),
        .library(name: "IntelligenceComposition", targets: ["IntelligenceComposition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Platform/DataPersistence"),
        .package(path: "../../Core/TestDoubles"),
    ],
    targets: [
        .target(
            name: "IntelligenceDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "IntelligenceApplication",
            dependencies: ["IntelligenceDomain", .product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "IntelligenceInfrastructure",
            dependencies: [
                "IntelligenceDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
            ],
            swiftSettings: settings
        ),
        .target(
            name: "IntelligenceComposition",
            dependencies: [
                "IntelligenceDomain",
                "IntelligenceApplication",
                "IntelligenceInfrastructure",
                .product(name: "DataPersistence", package: "DataPersistence"),
            ],
            swiftSettings: settings
        ),
        // Fixtures and hand-written mocks of the context's ports, shared by its test targets.
        .target(
            name: "IntelligenceTestSupport",
            dependencies: [
                "IntelligenceDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            path: "Tests/IntelligenceTestSupport",
            swiftSettings: settings
        ),
        .testTarget(
            name: "IntelligenceDomainTests",
            dependencies: ["IntelligenceDomain", .product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .testTarget(
            name: "IntelligenceApplicationTests",
            dependencies: [
                "IntelligenceApplication",
                "IntelligenceDomain",
                "IntelligenceTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "IntelligenceInfrastructureTests",
            dependencies: [
                "IntelligenceInfrastructure",
                "IntelligenceApplication",
                "IntelligenceDomain",
                "IntelligenceTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "DataPersistence", package: "DataPersistence"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "IntelligenceCompositionTests",
            dependencies: [
                "IntelligenceComposition",
                "IntelligenceApplication",
                "IntelligenceDomain",
                "IntelligenceTestSupport",
                .product(name: "TestDoubles", package: "TestDoubles"),
                .product(name: "DataPersistence", package: "DataPersistence"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
