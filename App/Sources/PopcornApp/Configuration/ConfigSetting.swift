/// One setting `config.toml` may hold: its dotted name (`[tmdb]` then `api_key` is
/// `tmdb.api_key`), and whether its value is a secret. A file that holds a secret is read only
/// when no one but its owner can read or write it; a file without one is read at any mode. A
/// setting added later (a model's key, a database's password) says `isSecret: true` and is
/// guarded the same way, with nothing else to change.
struct ConfigSetting: Sendable, Equatable {
    let key: String
    let isSecret: Bool

    init(_ key: String, isSecret: Bool = false) {
        self.key = key
        self.isSecret = isSecret
    }

    static let source = ConfigSetting("source")
    static let tmdbReadAccessToken = ConfigSetting("tmdb.read_access_token", isSecret: true)
    static let tmdbAPIKey = ConfigSetting("tmdb.api_key", isSecret: true)
    static let tmdbBaseURL = ConfigSetting("tmdb.base_url")
    static let tmdbLanguage = ConfigSetting("tmdb.language")
    static let llmBaseURL = ConfigSetting("llm.base_url")
    static let llmModel = ConfigSetting("llm.model")
    static let llmAPIKey = ConfigSetting("llm.api_key", isSecret: true)
    /// The PostgreSQL database the watchlist and the watches are shared in: its URL may hold a password.
    static let libraryURL = ConfigSetting("library.url", isSecret: true)

    /// Every setting the file may hold; any other key is refused.
    static let all: [ConfigSetting] = [
        .source, .tmdbReadAccessToken, .tmdbAPIKey, .tmdbBaseURL, .tmdbLanguage, .llmBaseURL, .llmModel, .llmAPIKey, .libraryURL,
    ]

    static func named(_ key: String) -> ConfigSetting? {
        all.first { $0.key == key }
    }
}
