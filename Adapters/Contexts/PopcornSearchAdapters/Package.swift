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

// Fills the Search context's ports: its index, built from the embedded catalogue and TMDb's id
// exports into a SQLite file, or TMDb's own search falling back to that file; and its providers, anti-corruption adapters that call the Movies,
// TV series and People contexts' use cases and map their answers into Search's own types.
// Every type here is internal but the factory and the export import (a maintenance operation of
// the index the composition root calls); Search sees only its own ports.
let package = Package(
    name: "PopcornSearchAdapters",
    products: [
        .library(name: "PopcornSearchAdapters", targets: ["PopcornSearchAdapters"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Contexts/PopcornSearch"),
        .package(path: "../../../Contexts/PopcornMovies"),
        .package(path: "../../../Contexts/PopcornTVSeries"),
        .package(path: "../../../Contexts/PopcornPeople"),
        .package(path: "../../Vendors/EmbeddedCatalogue"),
        .package(path: "../../Vendors/TMDbExports"),
        .package(path: "../../Vendors/TMDb"),
        .package(path: "../../Vendors/SQLiteFiles"),
        .package(path: "../../../Platform/Observability"),
        .package(path: "../../../Core/TestDoubles"),
    ],
    targets: [
        .target(
            name: "PopcornSearchAdapters",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "SearchDomain", package: "PopcornSearch"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
                .product(name: "TMDbExports", package: "TMDbExports"),
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "SQLiteFiles", package: "SQLiteFiles"),
                .product(name: "Observability", package: "Observability"),
            ],
            swiftSettings: settings
        ),
        // Runs one import in a process of its own: killed half-way by a test, and timed by hand
        // (see docs/search.md). Test code, so under Tests/.
        .executableTarget(
            name: "SearchExportImportDriver",
            dependencies: [
                "PopcornSearchAdapters",
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
                .product(name: "SQLiteFiles", package: "SQLiteFiles"),
                .product(name: "SearchDomain", package: "PopcornSearch"),
            ],
            path: "Tests/SearchExportImportDriver",
            swiftSettings: settings
        ),
        .testTarget(
            name: "PopcornSearchAdaptersTests",
            dependencies: [
                "PopcornSearchAdapters",
                // Built for the test that kills an import in a process of its own.
                "SearchExportImportDriver",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "SearchDomain", package: "PopcornSearch"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "TMDbStandIn", package: "TMDb"),
                .product(name: "TMDbTestSupport", package: "TMDb"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
