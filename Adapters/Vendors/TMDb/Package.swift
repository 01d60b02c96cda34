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

// A vendor client: TMDb's version 3 web API over the toolchain's URLSession (FoundationNetworking),
// with typed errors, retries and answers decoded into TMDb's own shapes. It knows nothing of Popcorn.
let package = Package(
    name: "TMDb",
    products: [
        .library(name: "TMDb", targets: ["TMDb"]),
    ],
    targets: [
        .target(name: "TMDb", swiftSettings: settings),
    ],
    swiftLanguageModes: [.v6]
)
