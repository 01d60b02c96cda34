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

// The composition root and the `popcorn` executable. The only package that may import a
// context's Composition or a feature; it wires vendors, adapters, contexts and screens together.
let package = Package(
    name: "PopcornApp",
    products: [
        .executable(name: "popcorn", targets: ["popcorn"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(path: "../Core/CoreDomain"),
        .package(path: "../Core/Presentation"),
        .package(path: "../Core/DesignSystem"),
        .package(path: "../Platform/Caching"),
        .package(path: "../Platform/FeatureAccess"),
        .package(path: "../Platform/Observability"),
        .package(path: "../Contexts/PopcornMovies"),
        .package(path: "../Adapters/Vendors/EmbeddedCatalogue"),
        .package(path: "../Adapters/Vendors/SQLiteFiles"),
        .package(path: "../Adapters/Vendors/TMDb"),
        .package(path: "../Adapters/Vendors/OpenAICompatible"),
        .package(path: "../Adapters/Contexts/PopcornMoviesAdapters"),
        .package(path: "../Contexts/PopcornTVSeries"),
        .package(path: "../Adapters/Contexts/PopcornTVSeriesAdapters"),
        .package(path: "../Contexts/PopcornPeople"),
        .package(path: "../Contexts/PopcornSearch"),
        .package(path: "../Adapters/Contexts/PopcornSearchAdapters"),
        .package(path: "../Contexts/PopcornIntelligence"),
        .package(path: "../Adapters/Contexts/PopcornIntelligenceAdapters"),
        .package(path: "../Platform/DataPersistence"),
        .package(path: "../Adapters/Platform/DataPersistenceAdapters"),
        .package(path: "../Adapters/Platform/CachingAdapters"),
        .package(path: "../Adapters/Platform/ObservabilityAdapters"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
        .package(path: "../Features/SearchResultsFeature"),
        .package(path: "../Features/HistoryFeature"),
        .package(path: "../Features/ExploreFeature"),
        .package(path: "../Adapters/Contexts/PopcornPeopleAdapters"),
        .package(path: "../Features/PersonDetailsFeature"),
        .package(path: "../Features/PersonCreditsFeature"),
        .package(path: "../Features/TVSeriesDetailsFeature"),
        .package(path: "../Features/TVSeasonDetailsFeature"),
        .package(path: "../Features/TVEpisodeDetailsFeature"),
        .package(path: "../Features/MovieDetailsFeature"),
        .package(path: "../Features/TitleListFeature"),
        .package(path: "../Features/CastAndCrewFeature"),
        .package(path: "../Features/ChatFeature"),
    ],
    targets: [
        // The browser: a state machine, its frames and the terminal shell around them. It knows
        // screens through a protocol and depends on Core alone.
        .target(
            name: "Browsing",
            dependencies: [
                .product(name: "DesignSystem", package: "DesignSystem")
            ],
            swiftSettings: settings
        ),
        .target(
            name: "PopcornApp",
            dependencies: [
                "Browsing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
                .product(name: "Caching", package: "Caching"),
                .product(name: "FeatureAccess", package: "FeatureAccess"),
                .product(name: "Observability", package: "Observability"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "MoviesComposition", package: "PopcornMovies"),
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "OpenAICompatible", package: "OpenAICompatible"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
                .product(name: "SQLiteFiles", package: "SQLiteFiles"),
                .product(name: "PopcornMoviesAdapters", package: "PopcornMoviesAdapters"),
                .product(name: "MovieDetailsFeature", package: "MovieDetailsFeature"),
                .product(name: "TitleListFeature", package: "TitleListFeature"),
                .product(name: "CastAndCrewFeature", package: "CastAndCrewFeature"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "TVSeriesComposition", package: "PopcornTVSeries"),
                .product(name: "PopcornTVSeriesAdapters", package: "PopcornTVSeriesAdapters"),
                .product(name: "TVSeriesDetailsFeature", package: "TVSeriesDetailsFeature"),
                .product(name: "TVSeasonDetailsFeature", package: "TVSeasonDetailsFeature"),
                .product(name: "TVEpisodeDetailsFeature", package: "TVEpisodeDetailsFeature"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "PeopleComposition", package: "PopcornPeople"),
                .product(name: "PopcornPeopleAdapters", package: "PopcornPeopleAdapters"),
                .product(name: "PersonDetailsFeature", package: "PersonDetailsFeature"),
                .product(name: "PersonCreditsFeature", package: "PersonCreditsFeature"),
                .product(name: "SearchDomain", package: "PopcornSearch"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
                .product(name: "SearchComposition", package: "PopcornSearch"),
                .product(name: "PopcornSearchAdapters", package: "PopcornSearchAdapters"),
                .product(name: "IntelligenceDomain", package: "PopcornIntelligence"),
                .product(name: "IntelligenceApplication", package: "PopcornIntelligence"),
                .product(name: "IntelligenceComposition", package: "PopcornIntelligence"),
                .product(name: "PopcornIntelligenceAdapters", package: "PopcornIntelligenceAdapters"),
                .product(name: "DataPersistence", package: "DataPersistence"),
                .product(name: "DataPersistenceAdapters", package: "DataPersistenceAdapters"),
                .product(name: "SearchResultsFeature", package: "SearchResultsFeature"),
                .product(name: "HistoryFeature", package: "HistoryFeature"),
                .product(name: "CachingAdapters", package: "CachingAdapters"),
                .product(name: "ObservabilityAdapters", package: "ObservabilityAdapters"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ExploreFeature", package: "ExploreFeature"),
                .product(name: "ChatFeature", package: "ChatFeature"),
            ],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "popcorn", dependencies: ["PopcornApp"], swiftSettings: settings,
            // Start-up (docs/performance.md). With the Swift runtime linked in (`--static-swift-stdlib`)
            // the linker is told to export every symbol of every module, which nothing looks up, and
            // the dynamic loader searched 34,000 of them at each start: release builds export none.
            // A position-independent executable has 128,000 addresses for the loader to fix up, each
            // start, in pages it must then copy: release builds are linked at a fixed address.
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie"], .when(configuration: .release))
            ]),
        .testTarget(
            name: "BrowsingTests",
            dependencies: [
                "Browsing",
                .product(name: "DesignSystem", package: "DesignSystem"),
                .product(name: "Presentation", package: "Presentation"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "PopcornAppTests",
            dependencies: [
                "PopcornApp",
                "Browsing",
                .product(name: "TMDb", package: "TMDb"),
                .product(name: "TMDbStandIn", package: "TMDb"),
                .product(name: "TMDbTestSupport", package: "TMDb"),
                .product(name: "OpenAICompatible", package: "OpenAICompatible"),
                .product(name: "OpenAICompatibleStandIn", package: "OpenAICompatible"),
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
                .product(name: "EmbeddedCatalogueTestSupport", package: "EmbeddedCatalogue"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Presentation", package: "Presentation"),
                .product(name: "DesignSystem", package: "DesignSystem"),
                .product(name: "FeatureAccess", package: "FeatureAccess"),
                .product(name: "CoreDomain", package: "CoreDomain"),
                .product(name: "MoviesDomain", package: "PopcornMovies"),
                .product(name: "MoviesApplication", package: "PopcornMovies"),
                .product(name: "TVSeriesDomain", package: "PopcornTVSeries"),
                .product(name: "TVSeriesApplication", package: "PopcornTVSeries"),
                .product(name: "MovieDetailsFeature", package: "MovieDetailsFeature"),
                .product(name: "TitleListFeature", package: "TitleListFeature"),
                .product(name: "CastAndCrewFeature", package: "CastAndCrewFeature"),
                .product(name: "PeopleDomain", package: "PopcornPeople"),
                .product(name: "PeopleApplication", package: "PopcornPeople"),
                .product(name: "PersonDetailsFeature", package: "PersonDetailsFeature"),
                .product(name: "PersonCreditsFeature", package: "PersonCreditsFeature"),
                .product(name: "SearchDomain", package: "PopcornSearch"),
                .product(name: "SearchApplication", package: "PopcornSearch"),
                .product(name: "SearchComposition", package: "PopcornSearch"),
                .product(name: "SearchResultsFeature", package: "SearchResultsFeature"),
                .product(name: "HistoryFeature", package: "HistoryFeature"),
                .product(name: "ChatFeature", package: "ChatFeature"),
                .product(name: "ExploreFeature", package: "ExploreFeature"),
                .product(name: "IntelligenceDomain", package: "PopcornIntelligence"),
                .product(name: "IntelligenceApplication", package: "PopcornIntelligence"),
                .product(name: "IntelligenceComposition", package: "PopcornIntelligence"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
