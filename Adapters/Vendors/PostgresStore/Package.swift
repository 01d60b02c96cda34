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

// A vendor client on postgres-nio: a PostgreSQL database a program keeps its data in, reached from
// a postgres:// URL whose password is never shown, given two seconds to connect, its schema made
// and migrated under an advisory lock, every unit of work one transaction, a server with no
// connection to spare (SQLSTATE 53300) asked again with backoff, and a server that cannot be
// reached told apart from every other failure. It knows nothing of Popcorn.
// Test support, under Tests/: PostgresTestServer starts Debian's PostgreSQL (initdb and pg_ctl from
// /usr/lib/postgresql/<version>/bin, as the postgres user when run as root) in a temporary folder
// on a free port of 127.0.0.1, and removes it when stopped; `postgres-test-server` is the same as a
// process, for the end-to-end runs of the app.
let package = Package(
    name: "PostgresStore",
    products: [
        .library(name: "PostgresStore", targets: ["PostgresStore"]),
        .library(name: "PostgresTestServer", targets: ["PostgresTestServer"]),
        .executable(name: "postgres-test-server", targets: ["postgres-test-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
    ],
    targets: [
        .target(
            name: "PostgresStore",
            dependencies: [
                .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: settings),
        .target(name: "PostgresTestServer", path: "Tests/PostgresTestServer", swiftSettings: settings),
        // A test tool: a PostgreSQL server for the end-to-end runs, stopped and removed when its input closes.
        .executableTarget(
            name: "postgres-test-server", dependencies: ["PostgresTestServer"], path: "Tests/postgres-test-server",
            swiftSettings: settings),
        .testTarget(
            name: "PostgresStoreTests",
            dependencies: ["PostgresStore", "PostgresTestServer", .product(name: "PostgresNIO", package: "postgres-nio")],
            swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
