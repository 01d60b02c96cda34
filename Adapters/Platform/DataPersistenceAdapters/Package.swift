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

// A Platform adapter: the `DataPersistence` port filled by a SQLite file (through GRDB) that
// several runs of the app may write at once.
let package = Package(
    name: "DataPersistenceAdapters",
    products: [
        .library(name: "DataPersistenceAdapters", targets: ["DataPersistenceAdapters"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(path: "../../Vendors/SQLiteFiles"),
        .package(path: "../../../Platform/DataPersistence"),
    ],
    targets: [
        .target(
            name: "DataPersistenceAdapters",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "SQLiteFiles", package: "SQLiteFiles"),
                .product(name: "DataPersistence", package: "DataPersistence"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "DataPersistenceAdaptersTests",
            dependencies: ["DataPersistenceAdapters", .product(name: "DataPersistence", package: "DataPersistence")],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
