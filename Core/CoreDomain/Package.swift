// swift-tools-version: 6.1
import PackageDescription

// The shared kernel: value types that more than one bounded context needs.
// It depends on nothing but the Swift toolchain.
let package = Package(
    name: "CoreDomain",
    products: [
        .library(name: "CoreDomain", targets: ["CoreDomain"])
    ],
    targets: [
        .target(name: "CoreDomain"),
        .testTarget(name: "CoreDomainTests", dependencies: ["CoreDomain"]),
    ],
    swiftLanguageModes: [.v6]
)
