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

// A Platform adapter: the `Caching` port filled by a SQLite file (through GRDB) that keeps answers
// between runs, and that several runs of the app may read and write at once.
let package = Package(
    name: "CachingAdapters",
    products: [
        .library(name: "CachingAdapters", targets: ["CachingAdapters"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(path: "../../Vendors/SQLiteFiles"),
        .package(path: "../../../Platform/Caching"),
        .package(path: "../../../Platform/Observability"),
    ],
    targets: [
        .target(
            name: "CachingAdapters",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "SQLiteFiles", package: "SQLiteFiles"),
                .product(name: "Caching", package: "Caching"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "CachingAdaptersTests",
            dependencies: [
                "CachingAdapters",
                .product(name: "Caching", package: "Caching"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "ObservabilityTestSupport", package: "Observability"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
