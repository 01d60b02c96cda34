// swift-tools-version: 6.1
import PackageDescription

// The dependency rule of docs/architecture.md, checked over every Package.swift (through
// `swift package dump-package`) and every `import` in production sources; and the dependency graph.
// Toolchain only, so it builds in seconds.
let package = Package(
    name: "ArchitectureRules",
    products: [
        .executable(name: "popcorn-architecture", targets: ["popcorn-architecture"])
    ],
    targets: [
        .target(name: "ArchitectureRules"),
        .executableTarget(name: "popcorn-architecture", dependencies: ["ArchitectureRules"]),
        .testTarget(name: "ArchitectureRulesTests", dependencies: ["ArchitectureRules"]),
    ],
    swiftLanguageModes: [.v6]
)
