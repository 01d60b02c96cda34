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

// A port for durable user data (the watchlist and the like), and an in-memory store that fills it.
let package = Package(
    name: "DataPersistence",
    products: [
        .library(name: "DataPersistence", targets: ["DataPersistence"])
    ],
    targets: [
        .target(name: "DataPersistence", swiftSettings: settings),
        .testTarget(name: "DataPersistenceTests", dependencies: ["DataPersistence"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
