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

// The one piece behind every hand-written test double: what it was asked, and what it answers.
// Test code only: its target lives under Tests/, and no production module may depend on it.
let package = Package(
    name: "TestDoubles",
    products: [
        .library(name: "TestDoubles", targets: ["TestDoubles"])
    ],
    targets: [
        .target(name: "TestDoubles", path: "Tests/TestDoubles", swiftSettings: settings),
        .testTarget(name: "TestDoublesTests", dependencies: ["TestDoubles"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
