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

// A port for caching typed values with a time to live, an in-memory cache that fills it, and the
// read-through piece every context's repository uses (it reports hits, misses and fetches, and
// may answer with an expired value when the source cannot be reached).
let package = Package(
    name: "Caching",
    products: [
        .library(name: "Caching", targets: ["Caching"])
    ],
    dependencies: [
        .package(path: "../Observability")
    ],
    targets: [
        .target(name: "Caching", dependencies: [.product(name: "Observability", package: "Observability")], swiftSettings: settings),
        .testTarget(
            name: "CachingTests",
            dependencies: [
                "Caching",
                .product(name: "Observability", package: "Observability"),
                .product(name: "ObservabilityTestSupport", package: "Observability"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
