// swift-tools-version: 6.1
import PackageDescription

// A port for durable user data (the watchlist and the like), and an in-memory store that fills it.
let package = Package(
    name: "DataPersistence",
    products: [
        .library(name: "DataPersistence", targets: ["DataPersistence"])
    ],
    targets: [
        .target(name: "DataPersistence"),
        .testTarget(name: "DataPersistenceTests", dependencies: ["DataPersistence"]),
    ],
    swiftLanguageModes: [.v6]
)
