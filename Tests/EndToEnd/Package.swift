// swift-tools-version: 6.1
import PackageDescription

// End-to-end runs of the built `popcorn` executable, as a user would run it: on the embedded
// catalogue, through pipes and a pseudo-terminal. Build the app first (Scripts/test does), or
// point POPCORN_BINARY at a build of it.
let package = Package(
    name: "EndToEnd",
    targets: [
        .testTarget(name: "EndToEndTests")
    ],
    swiftLanguageModes: [.v6]
)
