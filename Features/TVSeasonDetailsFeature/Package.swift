// swift-tools-version: 6.2
import PackageDescription

// The TVSeasonDetails screen: a leaf on Core; the app hands it closures that fetch its model, and a navigator.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatWarning("ExistentialAny", as: .error),
]

let package = Package(
    name: "TVSeasonDetailsFeature",
    products: [
        .library(name: "TVSeasonDetailsFeature", targets: ["TVSeasonDetailsFeature"])
    ],
    dependencies: [
        .package(path: "../../Core/Presentation"),
        .package(path: "../../Core/DesignSystem"),
    ],
    targets: [
        .target(
            name: "TVSeasonDetailsFeature",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TVSeasonDetailsFeatureTests",
            dependencies: [
                "TVSeasonDetailsFeature",
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
