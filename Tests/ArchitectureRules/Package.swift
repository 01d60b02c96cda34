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

// The dependency rule of docs/architecture.md, checked over every Package.swift (through
// `swift package dump-package`) and every `import` in production sources; and the dependency graph.
// Toolchain only, so it builds in seconds.
let package = Package(
    name: "ArchitectureRules",
    products: [
        .executable(name: "popcorn-architecture", targets: ["popcorn-architecture"])
    ],
    targets: [
        .target(name: "ArchitectureRules", swiftSettings: settings),
        .executableTarget(name: "popcorn-architecture", dependencies: ["ArchitectureRules"], swiftSettings: settings),
        .testTarget(name: "ArchitectureRulesTests", dependencies: ["ArchitectureRules"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
