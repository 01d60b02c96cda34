// swift-tools-version: 6.1
import PackageDescription

// The movie details screen: a leaf that knows Core only. The app hands it closures that
// fetch its own model, and a navigator that decides where its links go.
let package = Package(
    name: "MovieDetailsFeature",
    products: [
        .library(name: "MovieDetailsFeature", targets: ["MovieDetailsFeature"])
    ],
    dependencies: [
        .package(path: "../../Core/Presentation"),
        .package(path: "../../Core/DesignSystem"),
    ],
    targets: [
        .target(
            name: "MovieDetailsFeature",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ]
        ),
        .testTarget(
            name: "MovieDetailsFeatureTests",
            dependencies: [
                "MovieDetailsFeature",
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
