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

// The Search bounded context: finding movies, series and people by name. It names no vendor and
// no other context: its index and the providers of other contexts' facts are ports it owns,
// filled by adapters outside. (The history of what was opened is the Library context's.)
let package = Package(
    name: "PopcornSearch",
    products: [
        .library(name: "SearchDomain", targets: ["SearchDomain"]),
        .library(name: "SearchApplication", targets: ["SearchApplication"]),
        .library(name: "SearchComposition", targets: ["SearchComposition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Core/TestDoubles"),
    ],
    targets: [
        .target(
            name: "SearchDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "SearchApplication",
            dependencies: ["SearchDomain", .product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "SearchComposition",
            dependencies: ["SearchDomain", "SearchApplication"],
            swiftSettings: settings
        ),
        // Fixtures and hand-written mocks of the context's ports, shared by its test targets.
        .target(
            name: "SearchTestSupport",
            dependencies: [
                "SearchDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            path: "Tests/SearchTestSupport",
            swiftSettings: settings
        ),
        .testTarget(name: "SearchDomainTests", dependencies: ["SearchDomain", "SearchTestSupport"], swiftSettings: settings),
        .testTarget(
            name: "SearchApplicationTests",
            dependencies: [
                "SearchApplication",
                "SearchDomain",
                "SearchTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "SearchCompositionTests",
            dependencies: [
                "SearchComposition",
                "SearchApplication",
                "SearchDomain",
                "SearchTestSupport",
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
