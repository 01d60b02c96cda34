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

// A vendor client: a catalogue of films, series and people shipped with the app as readable JSON, loaded into
// SQLite (through GRDB) and answered from there. It knows nothing of Popcorn's contexts. It writes
// and checks its database file; where and when the file is built (once, under a lock, renamed into
// place) is its caller's. EmbeddedCatalogueTestSupport (test support, under Tests/) holds a small
// seed and a way to damage a file, for the tests here and the App's.
let package = Package(
    name: "EmbeddedCatalogue",
    products: [
        .library(name: "EmbeddedCatalogue", targets: ["EmbeddedCatalogue"]),
        .library(name: "EmbeddedCatalogueTestSupport", targets: ["EmbeddedCatalogueTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")
    ],
    targets: [
        .target(
            name: "EmbeddedCatalogue",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift")],
            resources: [.copy("Catalogue")],
            swiftSettings: settings
        ),
        // Test support for every test of a catalogue file: a four-film seed, and changes made
        // behind a store's back.
        .target(
            name: "EmbeddedCatalogueTestSupport",
            dependencies: ["EmbeddedCatalogue", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/EmbeddedCatalogueTestSupport",
            swiftSettings: settings
        ),
        .testTarget(
            name: "EmbeddedCatalogueTests",
            dependencies: ["EmbeddedCatalogue", "EmbeddedCatalogueTestSupport", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
