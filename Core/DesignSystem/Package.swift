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

// Terminal building blocks that every screen's renderer draws with: colour roles, wrapped
// paragraphs, key-value blocks, tables measured in display columns, and a rating display.
let package = Package(
    name: "DesignSystem",
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"])
    ],
    dependencies: [
        .package(path: "../Presentation")
    ],
    targets: [
        .target(name: "DesignSystem", dependencies: [.product(name: "Presentation", package: "Presentation")], swiftSettings: settings),
        .testTarget(
            name: "DesignSystemTests",
            dependencies: ["DesignSystem", .product(name: "Presentation", package: "Presentation")],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
