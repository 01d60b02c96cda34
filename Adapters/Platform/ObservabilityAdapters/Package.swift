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

// Platform's Observability port filled with swift-log: events and spans written as log lines,
// for `--verbose`.
let package = Package(
    name: "ObservabilityAdapters",
    products: [
        .library(name: "ObservabilityAdapters", targets: ["ObservabilityAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Platform/Observability"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    ],
    targets: [
        .target(
            name: "ObservabilityAdapters",
            dependencies: [
                .product(name: "Observability", package: "Observability"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "ObservabilityAdaptersTests",
            dependencies: [
                "ObservabilityAdapters",
                .product(name: "Observability", package: "Observability"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
