// swift-tools-version: 6.1
import PackageDescription

// Fills the Movies context's ports from vendors: today the embedded catalogue.
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
    ],
    targets: [
        .target(
            name: "PopcornMoviesAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesInfrastructure", package: "PopcornMovies"),
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
            ]
        ),
        .testTarget(
            name: "PopcornMoviesAdaptersTests",
            dependencies: [
                "PopcornMoviesAdapters",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesInfrastructure", package: "PopcornMovies"),
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
