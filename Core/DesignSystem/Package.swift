// swift-tools-version: 6.1
import PackageDescription

// Terminal building blocks that every screen's renderer draws with: colour roles, wrapped
// paragraphs, key-value blocks, tables measured in display columns, and a rating display.
let package = Package(
    name: "DesignSystem",
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"])
    ],
    targets: [
        .target(name: "DesignSystem"),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem"]),
    ],
    swiftLanguageModes: [.v6]
)
