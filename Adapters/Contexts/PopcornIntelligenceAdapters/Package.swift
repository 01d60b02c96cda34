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

// Fills the Intelligence context's providers: anti-corruption adapters that call the Movies, TV
// series and People contexts' use cases and map their answers and errors into Intelligence's own
// types. Every type here is internal but the factory; Intelligence sees only its own ports, and
// the contexts it reads see only their own use cases being called.
let package = Package(
    name: "PopcornIntelligenceAdapters",
    products: [
        .library(name: "PopcornIntelligenceAdapters", targets: ["PopcornIntelligenceAdapters"])
    ],
    dependencies: [
        .package(path: "../../../Core/CoreDomain"),
        .package(path: "../../../Contexts/PopcornIntelligence"),
        .package(path: "../../../Contexts/PopcornMovies"),
        .package(path: "../../../Contexts/PopcornTVSeries"),
        .package(path: "../../../Contexts/PopcornPeople"),
        .package(path: "../../../Core/TestDoubles"),
        .package(path: "../../../Platform/Observability"),
        .package(path: "../../Vendors/OpenAICompatible"),
    ],
    targets: [
        .target(
            name: "PopcornIntelligenceAdapters",
            dependencies: [
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "IntelligenceDomain", package: "PopcornIntelligence"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "OpenAICompatible", package: "OpenAICompatible"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "PopcornIntelligenceAdaptersTests",
            dependencies: [
                "PopcornIntelligenceAdapters",
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "IntelligenceDomain", package: "PopcornIntelligence"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "TestDoubles", package: "TestDoubles"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "OpenAICompatible", package: "OpenAICompatible"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
