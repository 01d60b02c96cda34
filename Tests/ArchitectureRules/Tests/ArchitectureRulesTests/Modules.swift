import ArchitectureRules

/// Modules placed as the real tree places them, for the policy tests.
enum Modules {
    static let coreDomain = module("CoreDomain", .core, package: "Core/CoreDomain")
    static let designSystem = module("DesignSystem", .core, package: "Core/DesignSystem")
    static let caching = module("Caching", .platform, package: "Platform/Caching")
    static let moviesDomain = module("MoviesDomain", .domain, package: "Contexts/PopcornMovies", context: "Movies")
    static let moviesApplication = module("MoviesApplication", .application, package: "Contexts/PopcornMovies", context: "Movies")
    static let moviesInfrastructure = module("MoviesInfrastructure", .infrastructure, package: "Contexts/PopcornMovies", context: "Movies")
    static let moviesComposition = module("MoviesComposition", .composition, package: "Contexts/PopcornMovies", context: "Movies")
    static let peopleApplication = module("PeopleApplication", .application, package: "Contexts/PopcornPeople", context: "People")
    static let peopleDomain = module("PeopleDomain", .domain, package: "Contexts/PopcornPeople", context: "People")
    static let peopleInfrastructure = module("PeopleInfrastructure", .infrastructure, package: "Contexts/PopcornPeople", context: "People")
    static let movieDetailsFeature = module("MovieDetailsFeature", .feature, package: "Features/MovieDetailsFeature")
    static let catalogue = module("EmbeddedCatalogue", .vendor, package: "Adapters/Vendors/EmbeddedCatalogue")
    static let sqliteFiles = module("SQLiteFiles", .vendor, package: "Adapters/Vendors/SQLiteFiles")
    static let moviesAdapters = module(
        "PopcornMoviesAdapters", .contextAdapter, package: "Adapters/Contexts/PopcornMoviesAdapters", context: "Movies")
    static let app = module("PopcornApp", .app, package: "App")
    static let browser = module("Browsing", .browser, package: "App")
    static let moviesDomainTests = Module(
        name: "MoviesDomainTests", packagePath: "Contexts/PopcornMovies", layer: .domain, context: "Movies",
        isProduction: false, sourcePath: "Contexts/PopcornMovies/Tests/MoviesDomainTests"
    )

    static let moviesTestSupport = Module(
        name: "MoviesTestSupport", packagePath: "Contexts/PopcornMovies", layer: .domain, context: "Movies",
        isProduction: false, sourcePath: "Contexts/PopcornMovies/Tests/MoviesTestSupport"
    )

    static func module(_ name: String, _ layer: Layer, package: String, context: String? = nil) -> Module {
        Module(
            name: name, packagePath: package, layer: layer, context: context, isProduction: true, sourcePath: "\(package)/Sources/\(name)")
    }
}
