import Foundation

/// The OpenAI-compatible model that answers questions, and where each of its settings came from:
/// `POPCORN_LLM_BASE_URL`, `POPCORN_LLM_MODEL` (or `--model` for one run) and
/// `POPCORN_LLM_API_KEY`, else `[llm] base_url`, `model` and `api_key` in config.toml. With no base
/// URL the embedded answerer replies. The key is a ``ModelAPIKey``, which never shows itself. A
/// base URL that cannot be used is kept as a ``problem`` rather than refused at start-up, so that
/// only what asks the model fails of it.
struct ModelSettings: Sendable {
    /// Nil when no server is configured (the embedded answerer is the model), or when the one
    /// configured cannot be used (``problem``).
    let baseURL: URL?
    let baseURLOrigin: SettingOrigin
    /// Why the configured server cannot be used: a base URL that is no http(s) address, with where
    /// it was set. Nil when the settings can be used.
    let problem: SourceSettingsError?
    private(set) var model: String
    private(set) var modelOrigin: SettingOrigin
    /// Nil when no key is configured (a local server usually needs none).
    let apiKey: ModelAPIKey?

    /// The model asked for when none is named; llama.cpp's server answers with the one it loaded.
    static let defaultModel = "default"

    static let none = ModelSettings(baseURL: nil, baseURLOrigin: .builtIn, model: defaultModel, modelOrigin: .builtIn, apiKey: nil)

    init(
        baseURL: URL?, baseURLOrigin: SettingOrigin, model: String, modelOrigin: SettingOrigin, apiKey: ModelAPIKey?,
        problem: SourceSettingsError? = nil
    ) {
        self.baseURL = baseURL
        self.baseURLOrigin = baseURLOrigin
        self.problem = problem
        self.model = model
        self.modelOrigin = modelOrigin
        self.apiKey = apiKey
    }

    /// The same settings with `model` chosen by the `--model` flag, when it is given.
    func choosing(model flag: String?) -> ModelSettings {
        guard let flag, !flag.isEmpty else { return self }
        var chosen = self
        chosen.model = flag
        chosen.modelOrigin = .flag("--model")
        return chosen
    }

    /// What to check when the server refuses the key: the setting it came from, or that none is set.
    var keyToCheck: String {
        if let apiKey {
            "Check the API key in \(apiKey.origin); it is the one sent to \(baseURL?.absoluteString ?? "the server")."
        } else {
            "The server asks for an API key: set POPCORN_LLM_API_KEY, or api_key under [llm] in config.toml (chmod 600)."
        }
    }
}
