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
// SQLite (through GRDB) and answered from there. It knows nothing of Popcorn's contexts. Its file is
// built as SQLiteFiles' DerivedFile (once, under a lock, renamed into place), a vendor helper that
// knows nothing of Popcorn either.
let package = Package(
    name: "EmbeddedCatalogue",
    products: [
        .library(name: "EmbeddedCatalogue", targets: ["EmbeddedCatalogue"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(path: "../SQLiteFiles"),
    ],
    targets: [
        .target(
            name: "EmbeddedCatalogue",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift"), .product(name: "SQLiteFiles", package: "SQLiteFiles")],
            resources: [.copy("Catalogue")],
            swiftSettings: settings
        ),
        .testTarget(name: "EmbeddedCatalogueTests", dependencies: ["EmbeddedCatalogue"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
