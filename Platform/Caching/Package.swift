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

// A port for caching typed values with a time to live, and an in-memory cache that fills it.
let package = Package(
    name: "Caching",
    products: [
        .library(name: "Caching", targets: ["Caching"])
    ],
    targets: [
        .target(name: "Caching", swiftSettings: settings),
        .testTarget(name: "CachingTests", dependencies: ["Caching"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
