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

// The Watchlist screen: a leaf on Core; the app hands it closures that fetch its model, and a navigator.
let package = Package(
    name: "WatchlistFeature",
    products: [
        .library(name: "WatchlistFeature", targets: ["WatchlistFeature"])
    ],
    dependencies: [
        .package(path: "../../Core/Presentation"),
        .package(path: "../../Core/DesignSystem"),
    ],
    targets: [
        .target(
            name: "WatchlistFeature",
            dependencies: [
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "WatchlistFeatureTests",
            dependencies: [
                "WatchlistFeature",
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
