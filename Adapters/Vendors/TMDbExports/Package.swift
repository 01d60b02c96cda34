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

// A vendor client: reads TMDb's daily id exports (gzipped files of one JSON object a line, every
// film, series or person TMDb knows, by id, original title and popularity). It knows nothing of
// Popcorn. zlib, which inflates the files, is the system's.
let package = Package(
    name: "TMDbExports",
    products: [
        .library(name: "TMDbExports", targets: ["TMDbExports"])
    ],
    targets: [
        // zlib is the system's, not Popcorn's: its module map lives apart from Sources/.
        .systemLibrary(name: "CZlib", path: "SystemLibraries/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "TMDbExports", dependencies: ["CZlib"], swiftSettings: settings),
        .testTarget(name: "TMDbExportsTests", dependencies: ["TMDbExports"], swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
