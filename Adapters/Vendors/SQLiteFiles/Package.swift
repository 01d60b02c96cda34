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

// A vendor helper on GRDB: what every SQLite file Popcorn writes needs beyond GRDB itself. It knows
// nothing of Popcorn.
let package = Package(
    name: "SQLiteFiles",
    products: [
        .library(name: "SQLiteFiles", targets: ["SQLiteFiles"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")
    ],
    targets: [
        .target(name: "SQLiteFiles", dependencies: [.product(name: "GRDB", package: "GRDB.swift")], swiftSettings: settings),
        .testTarget(
            name: "SQLiteFilesTests", dependencies: ["SQLiteFiles", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
