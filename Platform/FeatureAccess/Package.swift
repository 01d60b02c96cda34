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

// A port for feature flags, and flags read from configuration (environment-style key-value pairs).
let package = Package(
    name: "FeatureAccess",
    products: [
        .library(name: "FeatureAccess", targets: ["FeatureAccess"])
    ],
    targets: [
        .target(name: "FeatureAccess", swiftSettings: settings),
        .testTarget(name: "FeatureAccessTests", dependencies: ["FeatureAccess"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
