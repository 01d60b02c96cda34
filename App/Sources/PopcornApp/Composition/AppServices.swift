public import Caching
public import EmbeddedCatalogue
public import FeatureAccess
public import Foundation
public import MoviesComposition
public import Observability
public import PopcornMoviesAdapters
import PopcornTVSeriesAdapters
public import TVSeriesComposition

/// The composition root: builds the whole object graph once, in dependency order (Platform
/// services, then vendor clients, then adapters, then contexts), in plain Swift. It holds the
/// Platform services and each context's one public factory; a screen's live dependencies ask
/// the factory for the use cases they need.
public final class AppServices: Sendable {
    /// How messages name the source the app reads from: "the embedded catalogue".
    public let sourceName: String
    public let featureFlags: any FeatureFlagProvider
    /// Things worth telling the user that did not stop the app from starting.
    public let warnings: [String]

    public let cache: any Cache
    public let observer: any Observer

    /// The Movies context.
    public let movies: PopcornMoviesFactory
    /// The TV series context.
    public let series: PopcornTVSeriesFactory

    /// - Parameter buildProgress: told how a first run's catalogue build is going, if one is needed.
    public init(configuration: AppConfiguration, buildProgress: CatalogueStore.BuildProgress? = nil) throws(AppStartupError) {
        // Platform services.
        cache = InMemoryCache()
        observer = NoopObserver()
        let flags = ConfigurationFeatureFlags(configuration: configuration.environment)
        featureFlags = flags
        var warnings = flags.unreadableKeys.map {
            "\($0) is neither on (1, true, yes, on) nor off (0, false, no, off); its default applies."
        }

        // Vendor clients.
        let opened = try Self.openCatalogue(
            at: configuration.catalogueDatabaseURL,
            resources: configuration.resourceDirectories,
            progress: buildProgress
        )
        warnings += opened.warnings
        sourceName = "the embedded catalogue"

        // Adapters, then contexts.
        let remote = PopcornMoviesAdaptersFactory().makeCatalogueMovieRemoteDataSource(store: opened.store)
        movies = PopcornMoviesFactory(remoteDataSource: remote, cache: cache, observer: observer)
        series = PopcornTVSeriesFactory(
            remoteDataSource: PopcornTVSeriesAdaptersFactory().makeCatalogueTVSeriesRemoteDataSource(store: opened.store),
            cache: cache, observer: observer)
        self.warnings = warnings
    }

    /// The catalogue in its file under the data directory; when that cannot be written, a copy
    /// in memory for this run, with a warning that says why.
    private static func openCatalogue(
        at url: URL?,
        resources: [URL],
        progress: CatalogueStore.BuildProgress?
    ) throws(AppStartupError) -> (store: CatalogueStore, warnings: [String]) {
        let seed: CatalogueSeed
        do {
            seed = try CatalogueSeed.bundled(searching: resources)
        } catch {
            throw .catalogueUnavailable(error.description)
        }
        var warnings: [String] = []
        if let url {
            do {
                return (try CatalogueStore.open(databaseAt: url, seed: seed, progress: progress), [])
            } catch .seedInvalid(let reason) {
                throw .catalogueUnavailable("the catalogue's seed is invalid: \(reason)")
            } catch {
                warnings.append("\(error.description); using a copy in memory for this run.")
            }
        } else {
            warnings.append("Neither XDG_DATA_HOME nor HOME is set, so the catalogue is kept in memory for this run.")
        }
        do {
            return (try CatalogueStore.inMemory(seed: seed), warnings)
        } catch {
            throw .catalogueUnavailable(error.description)
        }
    }
}
