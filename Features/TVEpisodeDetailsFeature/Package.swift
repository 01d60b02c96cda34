// swift-tools-version: 6.2
import PackageDescription

// The TVEpisodeDetails screen: a leaf on Core; the app hands it closures that fetch its model, and a navigator.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .treatWarning("ExistentialAny", as: .error),
]

let package = Package(
    name: "TVEpisodeDetailsFeature",
    products: [
        .library(name: "TVEpisodeDetailsFeature", targets: ["TVEpisodeDetailsFeature"])
    ],
    dependencies: [
        .package(path: "../../Core/Presentation"),
        .package(path: "../../Core/DesignSystem"),
    ],
    targets: [
        .target(
            name: "TVEpisodeDetailsFeature",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TVEpisodeDetailsFeatureTests",
            dependencies: [
                "TVEpisodeDetailsFeature",
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
