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
        .package(path: "../Adapters/Contexts/PopcornMoviesAdapters"),
        .package(path: "../Contexts/PopcornTVSeries"),
        .package(path: "../Adapters/Contexts/PopcornTVSeriesAdapters"),
        .package(path: "../Contexts/PopcornPeople"),
        .package(path: "../Adapters/Contexts/PopcornPeopleAdapters"),
        .package(path: "../Features/PersonDetailsFeature"),
        .package(path: "../Features/PersonCreditsFeature"),
        .package(path: "../Features/TVSeriesDetailsFeature"),
        .package(path: "../Features/TVSeasonDetailsFeature"),
        .package(path: "../Features/TVEpisodeDetailsFeature"),
        .package(path: "../Features/MovieDetailsFeature"),
        .package(path: "../Features/TitleListFeature"),
        .package(path: "../Features/CastAndCrewFeature"),
    ],
    targets: [
        .target(
            name: "PopcornApp",
            dependencies: [
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
                .product(name: "EmbeddedCatalogue", package: "EmbeddedCatalogue"),
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
            ],
            swiftSettings: settings
        ),
        .executableTarget(name: "popcorn", dependencies: ["PopcornApp"], swiftSettings: settings),
        .testTarget(
            name: "PopcornAppTests",
            dependencies: [
                "PopcornApp",
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
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
