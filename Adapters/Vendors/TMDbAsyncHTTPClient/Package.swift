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

// TMDb's transport port (../TMDb) over async-http-client: what the `popcorn` binary sends TMDb's
// requests with, because it links no FoundationNetworking and no libcurl and costs about 0.6 ms at
// start-up, where URLSession costs about 4.6 ms (docs/decisions/0001-http-client.md). It costs a
// long cold build (SwiftNIO, BoringSSL), so it is a package of its own: the TMDb package, its
// stand-in and the adapters' tests stay on URLSession and build in seconds.
// swift-nio and swift-nio-ssl are named for the types a request, its answer and a failed
// connection are made of; they are the versions async-http-client resolves to.
let package = Package(
    name: "TMDbAsyncHTTPClient",
    products: [
        .library(name: "TMDbAsyncHTTPClient", targets: ["TMDbAsyncHTTPClient"])
    ],
    dependencies: [
        .package(path: "../TMDb"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
    ],
    targets: [
        .target(
            name: "TMDbAsyncHTTPClient",
            dependencies: [
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TMDbAsyncHTTPClientTests",
            dependencies: [
                "TMDbAsyncHTTPClient",
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "TMDbStandIn", package: "TMDb"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
