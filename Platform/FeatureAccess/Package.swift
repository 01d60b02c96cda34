// swift-tools-version: 6.1
import PackageDescription

// A port for feature flags, and flags read from configuration (environment-style key-value pairs).
let package = Package(
    name: "FeatureAccess",
    products: [
        .library(name: "FeatureAccess", targets: ["FeatureAccess"])
    ],
    targets: [
        .target(name: "FeatureAccess"),
        .testTarget(name: "FeatureAccessTests", dependencies: ["FeatureAccess"]),
    ],
    swiftLanguageModes: [.v6]
)
