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

// End-to-end runs of the built `popcorn` executable, as a user would run it: on the embedded
// catalogue, through pipes and a pseudo-terminal. Build the app first (Scripts/test does), or
// point POPCORN_BINARY at a build of it.
let package = Package(
    name: "EndToEnd",
    targets: [
        .testTarget(name: "EndToEndTests", swiftSettings: settings)
    ],
    swiftLanguageModes: [.v6]
)
