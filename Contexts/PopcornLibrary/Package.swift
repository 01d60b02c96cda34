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

// The Library bounded context: the person's own relationship to titles (the watchlist, the
// watches with their ratings and notes, the history of what was opened). It keeps only kinds,
// ids, days and times: what a title is comes from the contexts that own it, through providers it
// declares in its own terms, and where the library is kept is a store port of its own. Adapters
// outside fill both; it names no vendor and no other context.
let package = Package(
    name: "PopcornLibrary",
    products: [
        .library(name: "LibraryDomain", targets: ["LibraryDomain"]),
        .library(name: "LibraryApplication", targets: ["LibraryApplication"]),
        .library(name: "LibraryInfrastructure", targets: ["LibraryInfrastructure"]),
        .library(name: "LibraryComposition", targets: ["LibraryComposition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/TestDoubles"),
    ],
    targets: [
        .target(
            name: "LibraryDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "LibraryApplication",
            dependencies: ["LibraryDomain", .product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "LibraryInfrastructure",
            dependencies: ["LibraryDomain"],
            swiftSettings: settings
        ),
        .target(
            name: "LibraryComposition",
            dependencies: [
                "LibraryDomain",
                "LibraryApplication",
                "LibraryInfrastructure",
            ],
            swiftSettings: settings
        ),
        // Fixtures and hand-written mocks of the context's ports, shared by its test targets.
        .target(
            name: "LibraryTestSupport",
            dependencies: [
                "LibraryDomain",
                "LibraryInfrastructure",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            path: "Tests/LibraryTestSupport",
            swiftSettings: settings
        ),
        .testTarget(
            name: "LibraryDomainTests",
            dependencies: ["LibraryDomain", .product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .testTarget(
            name: "LibraryApplicationTests",
            dependencies: [
                "LibraryApplication",
                "LibraryDomain",
                "LibraryTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "LibraryInfrastructureTests",
            dependencies: [
                "LibraryInfrastructure",
                "LibraryDomain",
                "LibraryTestSupport",
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "LibraryCompositionTests",
            dependencies: [
                "LibraryComposition",
                "LibraryApplication",
                "LibraryDomain",
                "LibraryInfrastructure",
                "LibraryTestSupport",
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
