// swift-tools-version: 6.2
import PackageDescription

// The TVSeriesDetails screen: a leaf on Core; the app hands it closures that fetch its model, and a navigator.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatWarning("ExistentialAny", as: .error),
]

let package = Package(
    name: "TVSeriesDetailsFeature",
    products: [
        .library(name: "TVSeriesDetailsFeature", targets: ["TVSeriesDetailsFeature"])
    ],
    dependencies: [
        .package(path: "../../Core/Presentation"),
        .package(path: "../../Core/DesignSystem"),
    ],
    targets: [
        .target(
            name: "TVSeriesDetailsFeature",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TVSeriesDetailsFeatureTests",
            dependencies: [
                "TVSeriesDetailsFeature",
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
