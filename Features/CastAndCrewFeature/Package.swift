// swift-tools-version: 6.1
import PackageDescription

// The cast and crew screen of one movie: a leaf that knows Core only.
let package = Package(
    name: "CastAndCrewFeature",
    products: [
        .library(name: "CastAndCrewFeature", targets: ["CastAndCrewFeature"])
    ],
    dependencies: [
        .package(path: "../../Core/Presentation"),
        .package(path: "../../Core/DesignSystem"),
    ],
    targets: [
        .target(
            name: "CastAndCrewFeature",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ]
        ),
        .testTarget(
            name: "CastAndCrewFeatureTests",
            dependencies: [
                "CastAndCrewFeature",
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
