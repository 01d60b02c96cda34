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

// A port for spans and events, with a no-op observer; the observer that records, for tests,
// lives in the ObservabilityTestSupport target beside it, never in the production module.
let package = Package(
    name: "Observability",
    products: [
        .library(name: "Observability", targets: ["Observability"]),
        .library(name: "ObservabilityTestSupport", targets: ["ObservabilityTestSupport"]),
    ],
    targets: [
        .target(name: "Observability", swiftSettings: settings),
        .target(
            name: "ObservabilityTestSupport", dependencies: ["Observability"], path: "Tests/ObservabilityTestSupport",
            swiftSettings: settings),
        .testTarget(name: "ObservabilityTests", dependencies: ["Observability", "ObservabilityTestSupport"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
