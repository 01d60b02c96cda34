// swift-tools-version: 6.1
import PackageDescription

// A port for spans and events, with a no-op observer and one that records for tests.
let package = Package(
    name: "Observability",
    products: [
        .library(name: "Observability", targets: ["Observability"])
    ],
    targets: [
        .target(name: "Observability"),
        .testTarget(name: "ObservabilityTests", dependencies: ["Observability"]),
    ],
    swiftLanguageModes: [.v6]
)
