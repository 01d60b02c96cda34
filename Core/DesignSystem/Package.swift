// swift-tools-version: 6.1
import PackageDescription

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
        .target(name: "DesignSystem", dependencies: [.product(name: "Presentation", package: "Presentation")]),
        .testTarget(
            name: "DesignSystemTests",
            dependencies: ["DesignSystem", .product(name: "Presentation", package: "Presentation")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
