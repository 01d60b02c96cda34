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

// What every screen exposes: one ViewState that a renderer turns into text or JSON.
let package = Package(
    name: "Presentation",
    products: [
        .library(name: "Presentation", targets: ["Presentation"])
    ],
    targets: [
        .target(name: "Presentation", swiftSettings: settings),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
