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

// Fills the Movies context's ports from vendors: the embedded catalogue, or TMDb's service.
// Every type here is internal but the factory; the context sees only its own ports.
let package = Package(
    name: "PopcornMoviesAdapters",
    products: [
        .library(name: "PopcornMoviesAdapters", targets: ["PopcornMoviesAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Contexts/PopcornMovies"),
        .package(path: "../../Vendors/EmbeddedCatalogue"),
        .package(path: "../../Vendors/TMDb"),
    ],
    targets: [
        .target(
            name: "PopcornMoviesAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesInfrastructure", package: "PopcornMovies"),
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
                .product(name: "TMDb", package: "TMDb"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "PopcornMoviesAdaptersTests",
            dependencies: [
                "PopcornMoviesAdapters",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesInfrastructure", package: "PopcornMovies"),
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "TMDbTestSupport", package: "TMDb"),
                .product(name: "TMDbStandIn", package: "TMDb"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
