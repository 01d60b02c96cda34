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

// Fills the Library context's ports: its store (the watchlist, the watches and the history in a
// SQLite file, on GRDB; or the watchlist and the watches in a PostgreSQL database several machines
// share, through the PostgresStore vendor on postgres-nio) and its providers (anti-corruption adapters that call the use cases of the
// contexts it reads and map their answers and errors into its own types). Every type here is
// internal but the factory; the context sees only its own ports, and the contexts it reads see
// only their own use cases being called.
let package = Package(
    name: "PopcornLibraryAdapters",
    products: [
        .library(name: "PopcornLibraryAdapters", targets: ["PopcornLibraryAdapters"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(path: "../../Vendors/SQLiteFiles"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(path: "../../Vendors/PostgresStore"),
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Contexts/PopcornLibrary"),
        .package(path: "../../../Contexts/PopcornMovies"),
        .package(path: "../../../Contexts/PopcornTVSeries"),
        .package(path: "../../../Contexts/PopcornPeople"),
        .package(path: "../../../Core/TestDoubles"),
    ],
    targets: [
        .target(
            name: "PopcornLibraryAdapters",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "SQLiteFiles", package: "SQLiteFiles"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "PostgresStore", package: "PostgresStore"),
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "LibraryDomain", package: "PopcornLibrary"),
                .product(name: "LibraryInfrastructure", package: "PopcornLibrary"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "PopcornLibraryAdaptersTests",
            dependencies: [
                "PopcornLibraryAdapters",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresStore", package: "PostgresStore"),
                .product(name: "PostgresTestServer", package: "PostgresStore"),
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "LibraryDomain", package: "PopcornLibrary"),
                .product(name: "LibraryInfrastructure", package: "PopcornLibrary"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "TestDoubles", package: "TestDoubles"),
            ],
            // user-data.sqlite as popcorn 0.1.0 wrote it: the history the library carries over.
            resources: [.copy("Fixtures")],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
