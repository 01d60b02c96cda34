/// Why the source settings could not be used. Says which setting, and where it was set; never a
/// secret's value.
enum SourceSettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownSource(String, origin: SettingOrigin)
    case missingCredential(sourceOrigin: SettingOrigin)
    case badBaseURL(String, origin: SettingOrigin)
    case badModelBaseURL(String, origin: SettingOrigin)
    case configFile(ConfigFileError)

    var description: String {
        switch self {
        case .unknownSource(let text, let origin):
            "\"\(text)\" (from \(origin)) is not a source: the sources are catalogue and tmdb."
        case .missingCredential(let origin):
            "TMDb was chosen (by \(origin)), but no TMDb token or API key is configured."
        case .badBaseURL(let text, let origin):
            "\"\(text)\" (from \(origin)) is not an http or https address."
        case .badModelBaseURL(let text, let origin):
            "\"\(text)\" (from \(origin)) is not the http or https address of a model's server."
        case .configFile(let error):
            error.description
        }
    }

    var suggestion: String {
        switch self {
        case .unknownSource: "Say --source catalogue or --source tmdb."
        case .missingCredential:
            "Set TMDB_API_READ_ACCESS_TOKEN (or TMDB_API_KEY), or put it in $XDG_CONFIG_HOME/popcorn/config.toml; or use --source catalogue."
        case .badBaseURL: "Give the address TMDb's API is served from, such as https://api.themoviedb.org."
        case .badModelBaseURL:
            "Give the address an OpenAI-compatible server's API is served from, such as http://127.0.0.1:8080/v1; or unset it "
                + "to use the embedded answerer."
        case .configFile(let error): error.suggestion
        }
    }
}
