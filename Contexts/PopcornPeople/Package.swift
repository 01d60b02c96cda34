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

// The People bounded context: what a person is, what can be asked of it, and how the answers
// are fetched and cached. It names no vendor; adapters outside fill its ports.
let package = Package(
    name: "PopcornPeople",
    products: [
        .library(name: "PeopleDomain", targets: ["PeopleDomain"]),
        .library(name: "PeopleApplication", targets: ["PeopleApplication"]),
        .library(name: "PeopleInfrastructure", targets: ["PeopleInfrastructure"]),
        .library(name: "PeopleComposition", targets: ["PeopleComposition"]),
    ],
    dependencies: [
        .package(path: "../../Core/CoreDomain"),
        .package(path: "../../Platform/Caching"),
        .package(path: "../../Platform/Observability"),
        .package(path: "../../Core/TestDoubles"),
    ],
    targets: [
        .target(
            name: "PeopleDomain",
            dependencies: [.product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "PeopleApplication",
            dependencies: ["PeopleDomain", .product(name: "CoreDomain", package: "CoreDomain")],
            swiftSettings: settings
        ),
        .target(
            name: "PeopleInfrastructure",
            dependencies: [
                "PeopleDomain",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        .target(
            name: "PeopleComposition",
            dependencies: [
                "PeopleDomain",
                "PeopleApplication",
                "PeopleInfrastructure",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        // Fixtures and hand-written mocks of the context's ports, shared by its test targets.
        .target(
            name: "PeopleTestSupport",
            dependencies: [
                "PeopleDomain",
                "PeopleInfrastructure",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            path: "Tests/PeopleTestSupport",
            swiftSettings: settings
        ),
        .testTarget(name: "PeopleDomainTests", dependencies: ["PeopleDomain", "PeopleTestSupport"], swiftSettings: settings),
        .testTarget(
            name: "PeopleApplicationTests",
            dependencies: [
                "PeopleApplication",
                "PeopleDomain",
                "PeopleTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "PeopleInfrastructureTests",
            dependencies: [
                "PeopleInfrastructure",
                "PeopleDomain",
                "PeopleTestSupport",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "TestDoubles", package: "TestDoubles"),
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "ObservabilityTestSupport", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "PeopleCompositionTests",
            dependencies: [
                "PeopleComposition",
                "PeopleApplication",
                "PeopleInfrastructure",
                "PeopleDomain",
                "PeopleTestSupport",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
