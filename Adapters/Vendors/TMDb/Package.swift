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

// A vendor client: TMDb's version 3 web API, with typed errors, retries, identical requests in
// flight shared, and answers decoded into TMDb's own shapes. It knows nothing of Popcorn.
// TMDb itself imports Foundation alone: the bytes go through its TMDbTransport port. TMDbURLSession
// (test support, under Tests/) is that port over the toolchain's URLSession (FoundationNetworking),
// with TMDbClient(configuration:); the `popcorn` binary fills the port with async-http-client in its
// composition root instead (docs/decisions/0001-http-client.md).
// TMDbStandIn is a small HTTP server on 127.0.0.1 that answers as TMDb would, from fixtures, for the
// tests of this package, of the adapters that use it and of the end-to-end runs of the app, which
// start it as the `tmdb-stand-in` executable.
let package = Package(
    name: "TMDb",
    products: [
        .library(name: "TMDb", targets: ["TMDb"]),
        .library(name: "TMDbURLSession", targets: ["TMDbURLSession"]),
        .library(name: "TMDbStandIn", targets: ["TMDbStandIn"]),
        .library(name: "TMDbTestSupport", targets: ["TMDbTestSupport"]),
        .executable(name: "tmdb-stand-in", targets: ["tmdb-stand-in"]),
    ],
    targets: [
        .target(name: "TMDb", swiftSettings: settings),
        // Test support: the port over URLSession, for the tests here and the adapters' tests.
        .target(name: "TMDbURLSession", dependencies: ["TMDb"], path: "Tests/TMDbURLSession", swiftSettings: settings),
        .target(name: "TMDbStandIn", resources: [.copy("Fixtures")], swiftSettings: settings),
        // Test support for every test that calls TMDb: a client of the stand-in, what a call failed with.
        .target(
            name: "TMDbTestSupport", dependencies: ["TMDb", "TMDbStandIn", "TMDbURLSession"], path: "Tests/TMDbTestSupport",
            swiftSettings: settings),
        // A test tool: the stand-in as a process, for the end-to-end runs of the app and the bench.
        .executableTarget(name: "tmdb-stand-in", dependencies: ["TMDbStandIn"], path: "Tests/tmdb-stand-in", swiftSettings: settings),
        .testTarget(
            name: "TMDbTests", dependencies: ["TMDb", "TMDbURLSession", "TMDbStandIn", "TMDbTestSupport"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
