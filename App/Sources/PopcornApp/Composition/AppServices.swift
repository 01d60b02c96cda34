import Caching
import CachingAdapters
import CoreDomain
import DataPersistence
import DataPersistenceAdapters
import EmbeddedCatalogue
import FeatureAccess
import Foundation
import IntelligenceComposition
import IntelligenceDomain
import LibraryComposition
import LibraryInfrastructure
import Logging
import MoviesComposition
import Observability
import ObservabilityAdapters
import OpenAICompatible
import PeopleComposition
import PopcornIntelligenceAdapters
import PopcornLibraryAdapters
import PopcornMoviesAdapters
import PopcornPeopleAdapters
import PopcornSearchAdapters
import PopcornTVSeriesAdapters
import SearchApplication
import SearchComposition
import SearchDomain
import TMDb
import TVSeriesComposition

/// The composition root: builds the whole object graph once, in dependency order (Platform
/// services, then vendor clients, then adapters, then contexts), in plain Swift. It holds the
/// Platform services and each context's one public factory; a screen's live dependencies ask
/// the factory for the use cases they need.
final class AppServices: Sendable {
    /// How messages name the source the app reads from, and put its failures into words.
    let failureWording: FailureWording
    let featureFlags: any FeatureFlagProvider
    /// The day ages are counted to, worked out when asked.
    var today: CalendarDate? { configuration.today }
    private let configuration: AppConfiguration
    /// Things worth telling the user that did not stop the app from starting.
    let warnings: [String]

    let cache: any Cache
    let observer: any Observer

    /// The Movies context.
    let movies: PopcornMoviesFactory
    /// The TV series context.
    let tvSeries: PopcornTVSeriesFactory
    /// The People context.
    let people: PopcornPeopleFactory
    /// The Search context: finding by name, and the history of what was opened.
    let search: PopcornSearchFactory
    /// The Library context: the watchlist, the watches and the history, in library.sqlite.
    let library: PopcornLibraryFactory
    /// The Intelligence context: questions and conversations about a film or a series, answered by
    /// the configured OpenAI-compatible model, or else the embedded answerer, from what the Movies,
    /// TV series and People contexts hold.
    let intelligence: PopcornIntelligenceFactory
    /// Imports a TMDb daily id export into the search index (`popcorn catalogue import`); nil
    /// when the data folder cannot hold the index.
    let exportImport: ExportImport?
    /// Whether opening a details screen records it in the history (`POPCORN_HISTORY`).
    let recordsHistory: Bool

    /// Where the facts come from, and how TMDb is reached when it is the source.
    let sourceSettings: SourceSettings

    /// - Parameter buildProgress: told how a first run's catalogue build is going, if one is needed.
    init(
        configuration: AppConfiguration, sourceSettings: SourceSettings, verbose: Bool = false,
        warn: @escaping @Sendable (String) -> Void = { _ in }, buildProgress: CatalogueStore.BuildProgress? = nil
    ) throws(AppStartupError) {
        self.sourceSettings = sourceSettings
        self.configuration = configuration
        // Platform services. TMDb's answers are kept on disk between runs; the embedded
        // catalogue is on disk already, so its answers are kept only for the run.
        if sourceSettings.source == .tmdb, let file = configuration.cacheFileURL {
            cache = SQLiteCache(fileAt: file, reportingProblems: { warn("The cache is not used: \($0.description)") })
        } else {
            cache = InMemoryCache()
        }
        observer = AppObserver(
            verbose: verbose ? LoggingObserver(logger: Logger(label: "popcorn") { StandardErrorLogHandler(label: $0) }) : nil,
            warn: warn)
        let flags = ConfigurationFeatureFlags(configuration: configuration.environment)
        featureFlags = flags
        var warnings = flags.unreadableKeys.map {
            "\($0) is neither on (1, true, yes, on) nor off (0, false, no, off); its default applies."
        }

        // Vendor clients.
        let catalogue = try CatalogueOpener(
            databaseURL: configuration.catalogueDatabaseURL, resources: configuration.resourceDirectories, progress: buildProgress
        ).open()
        warnings += catalogue.warnings
        let tmdb = sourceSettings.tmdbClientConfiguration(reportingTo: observer).map {
            TMDbClient(configuration: $0, transport: TMDbTransportChoice.shipped)
        }
        var wording =
            tmdb == nil
            ? FailureWording(source: "the embedded catalogue")
            : FailureWording(
                source: "TMDb",
                whenUnavailable: "Check the network and try again, or use the embedded catalogue with `--source catalogue`.")

        // Adapters, then contexts: each context's remote source is the catalogue or TMDb.
        // TMDb's image addresses: its configuration, asked once and kept a week in the cache folder.
        let images = tmdb.map {
            TMDbImageAddresses(client: $0, file: configuration.cacheDirectory?.appendingPathComponent("tmdb-configuration.json"))
        }
        movies = PopcornMoviesFactory(
            remoteDataSource: PopcornMoviesAdaptersFactory().makeMovieRemoteDataSource(
                tmdb: tmdb, catalogue: catalogue.store, images: images),
            cache: cache, observer: observer)
        tvSeries = PopcornTVSeriesFactory(
            remoteDataSource: PopcornTVSeriesAdaptersFactory().makeTVSeriesRemoteDataSource(
                tmdb: tmdb, catalogue: catalogue.store, images: images),
            cache: cache, observer: observer)
        people = PopcornPeopleFactory(
            remoteDataSource: PopcornPeopleAdaptersFactory().makePersonRemoteDataSource(
                tmdb: tmdb, catalogue: catalogue.store, images: images),
            cache: cache, observer: observer)
        // Search reaches the other contexts only through the providers its adapters fill
        // from their use cases: the seam between contexts.
        let searchAdapters = PopcornSearchAdaptersFactory()
        // Where the data folder cannot hold the catalogue, the search index is kept in memory
        // with it: both can be built again (the history cannot: it is the Library's, below).
        let dataFolder = !catalogue.isInMemory
        let localIndex = searchAdapters.makeSearchIndex(
            catalogue: catalogue.store, catalogueFingerprint: catalogue.fingerprint,
            file: dataFolder ? configuration.searchIndexURL : nil,
            exportsFolder: configuration.searchExportsFolder)
        let index: any SearchIndex =
            if let tmdb { searchAdapters.makeTMDbSearchIndex(client: tmdb, local: localIndex, observer: observer) } else { localIndex }
        exportImport = (dataFolder ? configuration.searchIndexURL : nil).map {
            ExportImport(
                indexFile: $0, catalogue: catalogue.store, catalogueFingerprint: catalogue.fingerprint,
                exportsFolder: configuration.searchExportsFolder)
        }
        search = PopcornSearchFactory(
            index: index,
            movies: searchAdapters.makeMovieProvider(fetchMovieDetails: movies.makeFetchMovieDetailsUseCase()),
            tvSeries: searchAdapters.makeTVSeriesProvider(fetchTVSeriesDetails: tvSeries.makeFetchTVSeriesDetailsUseCase()),
            people: searchAdapters.makePersonProvider(fetchPersonDetails: people.makeFetchPersonDetailsUseCase()))
        // The Library keeps the history (carried over from user-data.sqlite the first time) in a
        // file of its own, never replaced by a copy in memory while there is a data folder.
        let libraryAdapters = PopcornLibraryAdaptersFactory()
        let libraryStore: (any LibraryStore, any HistoryStore)
        if let url = sourceSettings.libraryURL {
            // The watchlist and the watches in the PostgreSQL database that machines share; the
            // history stays on this machine (docs/library-postgres.md).
            let history: any HistoryStore =
                configuration.libraryURL.map {
                    libraryAdapters.makeSQLiteStore(fileAt: $0, carryingHistoryFrom: configuration.userDataURL)
                } ?? InMemoryHistoryStore()
            libraryStore = (libraryAdapters.makePostgresStore(url: url), history)
        } else if let file = configuration.libraryURL {
            let store = libraryAdapters.makeSQLiteStore(fileAt: file, carryingHistoryFrom: configuration.userDataURL)
            libraryStore = (store, store)
        } else {
            libraryStore = (InMemoryLibraryStore(), InMemoryHistoryStore())
        }
        library = PopcornLibraryFactory(
            library: libraryStore.0,
            history: libraryStore.1,
            movies: libraryAdapters.makeMovieProvider(fetchMoviePreview: movies.makeFetchMoviePreviewUseCase()),
            tvSeries: libraryAdapters.makeTVSeriesProvider(fetchTVSeriesPreview: tvSeries.makeFetchTVSeriesPreviewUseCase()),
            people: libraryAdapters.makePersonProvider(fetchPersonDetails: people.makeFetchPersonDetailsUseCase()))
        // Intelligence too reads the other contexts only through its own providers, filled by its
        // adapters from their use cases. Its conversations are a file of their own, like the
        // history never replaced by a copy in memory while there is a data folder to hold it.
        let intelligenceAdapters = PopcornIntelligenceAdaptersFactory()
        let conversations: any DurableStore =
            configuration.conversationsURL.map { SQLiteDurableStore(fileAt: $0) } ?? InMemoryDurableStore()
        // The model: an OpenAI-compatible server when a base URL is configured (over
        // async-http-client, its key sent only there), else the embedded answerer (nil); one
        // configured that cannot be used fails each reply with the reason.
        var chatModel: (any ChatModel)?
        if let problem = sourceSettings.model.problem {
            chatModel = UnusableChatModel(reason: problem.description)
        } else if let baseURL = sourceSettings.model.baseURL {
            chatModel = intelligenceAdapters.makeChatModel(
                client: OpenAICompatibleClient(
                    configuration: OpenAICompatibleConfiguration(baseURL: baseURL, apiKey: sourceSettings.model.apiKey?.value),
                    transport: AsyncHTTPClientModelTransport()),
                model: sourceSettings.model.model, observer: observer)
        }
        intelligence = PopcornIntelligenceFactory(
            movies: intelligenceAdapters.makeMovieProvider(
                fetchMovieDetails: movies.makeFetchMovieDetailsUseCase(), fetchSimilarMovies: movies.makeFetchSimilarMoviesUseCase()),
            tvSeries: intelligenceAdapters.makeTVSeriesProvider(
                fetchTVSeriesDetails: tvSeries.makeFetchTVSeriesDetailsUseCase(),
                fetchTVSeasonDetails: tvSeries.makeFetchTVSeasonDetailsUseCase(),
                fetchSimilarTVSeries: tvSeries.makeFetchSimilarTVSeriesUseCase()),
            credits: intelligenceAdapters.makeCreditsProvider(
                fetchMovieCredits: movies.makeFetchMovieCreditsUseCase(), fetchTVSeriesCredits: tvSeries.makeFetchTVSeriesCreditsUseCase()),
            people: intelligenceAdapters.makePersonProvider(
                fetchPersonDetails: people.makeFetchPersonDetailsUseCase(), fetchPersonCredits: people.makeFetchPersonCreditsUseCase()),
            store: conversations, model: chatModel)
        // A film, series or person the catalogue has no details of may be one the search index
        // knows by name from TMDb's exports: the failure says so, and that TMDb has its details.
        // Two contexts composed here, in the root: neither Movies, TV series nor People knows Search.
        if tmdb == nil {
            let lookUp = search.makeLookUpIndexEntryUseCase()
            wording.knownName = { item in try? await lookUp.execute(SearchKind(item.kind), id: item.id)?.name }
        }
        failureWording = wording
        if let recordsHistory = configuration.recordsHistory {
            self.recordsHistory = recordsHistory
        } else {
            self.recordsHistory = true
            warnings.append("POPCORN_HISTORY is neither on (1, true, yes, on) nor off (0, false, no, off); views are recorded.")
        }
        if configuration.todayIsUnreadable {
            warnings.append("POPCORN_TODAY is not a day written yyyy-mm-dd (such as 2024-05-31); ages are counted to today.")
        }
        self.warnings = warnings
    }
}
