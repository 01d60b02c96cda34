// swift-tools-version: 6.1
import PackageDescription

// The movie list screen (popular, top rated, similar): a leaf that knows Core only.
let package = Package(
    name: "MovieListFeature",
    products: [
        .library(name: "MovieListFeature", targets: ["MovieListFeature"])
    ],
    dependencies: [
        .package(path: "../../Core/Presentation"),
        .package(path: "../../Core/DesignSystem"),
    ],
    targets: [
        .target(
            name: "MovieListFeature",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ]
        ),
        .testTarget(
            name: "MovieListFeatureTests",
            dependencies: [
                "MovieListFeature",
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
