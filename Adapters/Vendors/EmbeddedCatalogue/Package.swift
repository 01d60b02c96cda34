// swift-tools-version: 6.1
import PackageDescription

// A vendor client: a catalogue of film records shipped with the app as readable JSON, loaded into
// SQLite (through GRDB) and answered from there. It knows nothing of Popcorn's contexts.
let package = Package(
    name: "EmbeddedCatalogue",
    products: [
        .library(name: "EmbeddedCatalogue", targets: ["EmbeddedCatalogue"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")
    ],
    targets: [
        .target(
            name: "EmbeddedCatalogue",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("Catalogue")]
        ),
        .testTarget(name: "EmbeddedCatalogueTests", dependencies: ["EmbeddedCatalogue"]),
    ],
    swiftLanguageModes: [.v6]
)
