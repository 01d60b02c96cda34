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

// The shared kernel: value types that more than one bounded context needs.
// It depends on nothing but the Swift toolchain.
let package = Package(
    name: "CoreDomain",
    products: [
        .library(name: "CoreDomain", targets: ["CoreDomain"])
    ],
    targets: [
        .target(name: "CoreDomain", swiftSettings: settings),
        .testTarget(name: "CoreDomainTests", dependencies: ["CoreDomain"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
