import CoreDomain
import EmbeddedCatalogue
import FeatureAccess
import Foundation

/// Everything the app reads from its surroundings, read once at start-up: where its files live
/// (following the XDG base directory conventions) and the raw environment for the rest.
struct AppConfiguration: Sendable {
    let environment: [String: String]
    /// `$XDG_DATA_HOME/popcorn`, else `~/.local/share/popcorn`; nil when neither can be known.
    let dataDirectory: URL?
    /// `$XDG_CONFIG_HOME/popcorn`, else `~/.config/popcorn`.
    let configDirectory: URL?
    /// `$XDG_CACHE_HOME/popcorn`, else `~/.cache/popcorn`: TMDb's answers, kept between runs.
    let cacheDirectory: URL?
    /// Where an installed copy finds the files it ships with: `<prefix>/share/popcorn`, beside
    /// `<prefix>/bin/popcorn` (see `Scripts/install`). A build finds them beside the executable.
    let resourceDirectories: [URL]

    init(environment: [String: String], executableDirectory: URL? = nil) {
        self.environment = environment
        resourceDirectories =
            executableDirectory.map {
                [$0.deletingLastPathComponent().appendingPathComponent("share/popcorn", isDirectory: true)]
            } ?? []
        dataDirectory = Self.directory(
            override: environment["XDG_DATA_HOME"],
            home: environment["HOME"],
            fallback: ".local/share"
        )?.appendingPathComponent("popcorn", isDirectory: true)
        configDirectory = Self.directory(override: environment["XDG_CONFIG_HOME"], home: environment["HOME"], fallback: ".config")?
            .appendingPathComponent("popcorn", isDirectory: true)
        cacheDirectory = Self.directory(override: environment["XDG_CACHE_HOME"], home: environment["HOME"], fallback: ".cache")?
            .appendingPathComponent("popcorn", isDirectory: true)
    }

    /// The day ages are counted to: `POPCORN_TODAY` ("yyyy-mm-dd") when set, so that a run can be
    /// repeated on another day with the same output; else today in the local calendar. Worked out
    /// when asked: loading the calendar costs a run half a millisecond, and few screens show an age.
    var today: CalendarDate? {
        environment["POPCORN_TODAY"].flatMap(CalendarDate.init(isoString:)) ?? .today()
    }

    /// Whether `POPCORN_TODAY` is set to something that is not a day ("yyyy-mm-dd"), which the
    /// app warns of and counts ages to today instead.
    var todayIsUnreadable: Bool {
        guard let text = environment["POPCORN_TODAY"], !text.isEmpty else { return false }
        return CalendarDate(isoString: text) == nil
    }

    /// The configuration file: `config.toml` in the configuration folder.
    var configFileURL: URL? {
        configDirectory?.appendingPathComponent("config.toml")
    }

    /// Where TMDb's answers are cached on disk.
    var cacheFileURL: URL? {
        cacheDirectory?.appendingPathComponent("cache.sqlite")
    }

    /// Reads the configuration file and resolves the source settings, `flag` first.
    func sourceSettings(flag: DataSourceChoice?) throws(SourceSettingsError) -> SourceSettings {
        var file: ConfigFile?
        if let url = configFileURL {
            do {
                file = try ConfigFile.read(at: url)
            } catch {
                throw .configFile(error)
            }
        }
        return try SourceSettings.resolve(flag: flag, environment: environment, file: file)
    }

    /// This process's configuration, read the first time it is asked for.
    static let current = AppConfiguration(
        environment: ProcessInfo.processInfo.environment, executableDirectory: CatalogueResources.executableDirectory)

    /// Where the embedded catalogue's database is kept.
    var catalogueDatabaseURL: URL? {
        dataDirectory?.appendingPathComponent("catalogue.sqlite")
    }

    /// Where the user's own data (the history) is kept: apart from the catalogue, which can be
    /// rebuilt, because nothing can rebuild this.
    var userDataURL: URL? {
        dataDirectory?.appendingPathComponent("user-data.sqlite")
    }

    /// Where the conversations about titles are kept (`popcorn ask`, `popcorn conversations`): a
    /// file of their own beside the history, since nothing can rebuild them either.
    /// The library (the watchlist, the watches and the history); `userDataURL` held the history
    /// before it, and is read once, when the library is first opened.
    var libraryURL: URL? {
        dataDirectory?.appendingPathComponent("library.sqlite")
    }

    var conversationsURL: URL? {
        dataDirectory?.appendingPathComponent("conversations.sqlite")
    }

    /// Where Search's index is kept (built from the catalogue and any exports on first search).
    var searchIndexURL: URL? {
        dataDirectory?.appendingPathComponent("search-index.sqlite")
    }

    /// `POPCORN_SEARCH_EXPORTS`: a folder of TMDb daily id exports (`movie_ids_MM_DD_YYYY.json.gz`,
    /// `tv_series_ids_…`, `person_ids_…`) whose titles the search index holds beside the
    /// catalogue's; a relative path is taken from the working directory.
    var searchExportsFolder: URL? {
        guard let path = environment["POPCORN_SEARCH_EXPORTS"], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    /// `POPCORN_HISTORY`: off (0, false, no, off) records no view; on, or unset, records each.
    /// Nil when it is set to something else, which the app warns of and treats as on.
    var recordsHistory: Bool? {
        guard let text = environment["POPCORN_HISTORY"], !text.isEmpty else { return true }
        return ConfigurationFeatureFlags.parse(text)
    }

    /// An XDG variable is used only when it holds an absolute path, as the specification says;
    /// otherwise the default under the home directory applies.
    private static func directory(override: String?, home: String?, fallback: String) -> URL? {
        if let override, override.hasPrefix("/") {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        guard let home, home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
    }
}
