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

// A port for spans and events, with a no-op observer and one that records for tests.
let package = Package(
    name: "Observability",
    products: [
        .library(name: "Observability", targets: ["Observability"])
    ],
    targets: [
        .target(name: "Observability", swiftSettings: settings),
        .testTarget(name: "ObservabilityTests", dependencies: ["Observability"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
