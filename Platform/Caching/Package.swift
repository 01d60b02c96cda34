// swift-tools-version: 6.1
import PackageDescription

// A port for caching typed values with a time to live, and an in-memory cache that fills it.
let package = Package(
    name: "Caching",
    products: [
        .library(name: "Caching", targets: ["Caching"])
    ],
    targets: [
        .target(name: "Caching"),
        .testTarget(name: "CachingTests", dependencies: ["Caching"]),
    ],
    swiftLanguageModes: [.v6]
)
