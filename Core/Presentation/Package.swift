// swift-tools-version: 6.1
import PackageDescription

// What every screen exposes: one ViewState that a renderer turns into text or JSON.
let package = Package(
    name: "Presentation",
    products: [
        .library(name: "Presentation", targets: ["Presentation"])
    ],
    targets: [
        .target(name: "Presentation"),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation"]),
    ],
    swiftLanguageModes: [.v6]
)
