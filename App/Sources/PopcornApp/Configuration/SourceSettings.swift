import Foundation
import TMDb

/// The settings that choose and reach the data source, each with where it came from: resolved
/// once, at start-up, from the `--source` flag, the environment and the configuration file, in
/// that order of precedence.
struct SourceSettings: Sendable {
    let source: DataSourceChoice
    let sourceOrigin: SettingOrigin
    /// Nil when no token or key is configured.
    let credential: TMDbCredentialSetting?
    let baseURL: URL
    let baseURLOrigin: SettingOrigin
    let language: String
    let languageOrigin: SettingOrigin
    /// The model that answers questions; none configured, the embedded answerer.
    var model: ModelSettings
    /// The configuration file read, if there was one.
    let configFilePath: String?
    /// The PostgreSQL database that holds the watchlist and the watches (`POPCORN_LIBRARY_URL` or
    /// `[library] url`), password and all: handed to the store, never shown. Nil: the SQLite file.
    var libraryURL: String?
    /// Where `libraryURL` came from; nil when it is not set.
    var libraryURLOrigin: SettingOrigin?

    /// - Throws: when a setting's value makes no sense, or TMDb is asked for without a credential;
    ///   not for the model's settings, whose problem fails only what asks the model.
    static func resolve(flag: DataSourceChoice?, environment: [String: String], file: ConfigFile?) throws(SourceSettingsError)
        -> SourceSettings
    {
        func setting(environment name: String, file key: String) -> (String, SettingOrigin)? {
            if let value = environment[name], !value.isEmpty { return (value, .environment(name)) }
            if let file, let value = file.values[key], !value.isEmpty { return (value, .configFile(path: file.path, key: key)) }
            return nil
        }
        var credential: TMDbCredentialSetting?
        if let (token, origin) = setting(environment: "TMDB_API_READ_ACCESS_TOKEN", file: "tmdb.read_access_token") {
            credential = TMDbCredentialSetting(credential: .readAccessToken(token), origin: origin)
        } else if let (key, origin) = setting(environment: "TMDB_API_KEY", file: "tmdb.api_key") {
            credential = TMDbCredentialSetting(credential: .apiKey(key), origin: origin)
        }

        let source: DataSourceChoice
        let sourceOrigin: SettingOrigin
        if let flag {
            (source, sourceOrigin) = (flag, .flag("--source"))
        } else if let (text, origin) = setting(environment: "POPCORN_SOURCE", file: "source") {
            guard let chosen = DataSourceChoice(rawValue: text.lowercased()) else {
                throw .unknownSource(text, origin: origin)
            }
            (source, sourceOrigin) = (chosen, origin)
        } else {
            (source, sourceOrigin) = (credential == nil ? .catalogue : .tmdb, .builtIn)
        }
        if source == .tmdb, credential == nil { throw .missingCredential(sourceOrigin: sourceOrigin) }

        var baseURL = TMDbClientConfiguration.defaultBaseURL
        var baseURLOrigin = SettingOrigin.builtIn
        if let (text, origin) = setting(environment: "POPCORN_TMDB_BASE_URL", file: "tmdb.base_url") {
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw .badBaseURL(text, origin: origin)
            }
            (baseURL, baseURLOrigin) = (url, origin)
        }
        let language = setting(environment: "POPCORN_LANGUAGE", file: "tmdb.language") ?? ("en-US", .builtIn)

        // A model's server that cannot be used fails only what asks the model (ModelSettings.problem).
        var model = ModelSettings.none
        if let (text, origin) = setting(environment: "POPCORN_LLM_BASE_URL", file: "llm.base_url") {
            let url = URL(string: text).flatMap { ["http", "https"].contains($0.scheme?.lowercased() ?? "") && $0.host != nil ? $0 : nil }
            let name = setting(environment: "POPCORN_LLM_MODEL", file: "llm.model") ?? (ModelSettings.defaultModel, .builtIn)
            let key = setting(environment: "POPCORN_LLM_API_KEY", file: "llm.api_key").map { ModelAPIKey(value: $0.0, origin: $0.1) }
            model = ModelSettings(
                baseURL: url, baseURLOrigin: origin, model: name.0, modelOrigin: name.1, apiKey: key,
                problem: url == nil ? .badModelBaseURL(text, origin: origin) : nil)
        }
        var settings = SourceSettings(
            source: source, sourceOrigin: sourceOrigin, credential: credential, baseURL: baseURL, baseURLOrigin: baseURLOrigin,
            language: language.0, languageOrigin: language.1, model: model, configFilePath: file?.path)
        if let (url, origin) = setting(environment: "POPCORN_LIBRARY_URL", file: "library.url") {
            (settings.libraryURL, settings.libraryURLOrigin) = (url, origin)
        }
        return settings
    }
}
