import ArgumentParser
import DesignSystem
import Foundation
import PopcornLibraryAdapters
import Presentation

/// `popcorn config`: the source in use and where each setting came from. A secret is shown only
/// as being set, and where.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the data source in use and where each setting came from.",
        discussion: """
            Settings are read from the --source flag, then the environment, then the file \
            $XDG_CONFIG_HOME/popcorn/config.toml (by default ~/.config/popcorn/config.toml). A file \
            that holds a secret (a token or key) must be readable by its owner only (chmod 600); \
            one without a secret is read at any mode.

              setting            environment                 in config.toml
              the source         POPCORN_SOURCE              source = "tmdb"
              TMDb's read token  TMDB_API_READ_ACCESS_TOKEN  [tmdb] read_access_token
              or its API key     TMDB_API_KEY                [tmdb] api_key
              TMDb's address     POPCORN_TMDB_BASE_URL       [tmdb] base_url
              the language       POPCORN_LANGUAGE            [tmdb] language = "en-US"
              a model's server   POPCORN_LLM_BASE_URL        [llm] base_url
              the model          POPCORN_LLM_MODEL           [llm] model (or ask --model)
              the model's key    POPCORN_LLM_API_KEY         [llm] api_key
              the shared library POPCORN_LIBRARY_URL         [library] url

            The source is tmdb when a token or key is configured, else the embedded catalogue. \
            With no model's server, the embedded answerer answers questions, offline. \
            A library URL (postgres://user:password@host:port/database) keeps the watchlist and the \
            watches in that PostgreSQL database, shared by every machine given it; the history stays here. \
            Secrets are never printed: this shows only that one is set, and where (the library's URL \
            without its password).
            """
    )

    @OptionGroup
    var output: OutputOptions

    func run() throws {
        let configuration = AppConfiguration.current
        let diagnostics = configuration.diagnostics(json: output.json, noColor: output.noColor)
        let source = try configuration.sourceSettings(flag: output.sourceOptions.source, reportingTo: diagnostics)
        // A model's server that cannot be used is shown as it was given, flagged; only ask and chat refuse it.
        var modelServer = source.model.baseURL?.absoluteString ?? "none: the embedded answerer"
        var modelServerProblem: String?
        if case .badModelBaseURL(let text, _) = source.model.problem {
            modelServer = "\(text) — unusable: not an http or https address; ask and chat refuse it"
            modelServerProblem = source.model.problem?.description
        }
        let modelConfigured = source.model.baseURL != nil || source.model.problem != nil
        let rows: [(key: String, label: String, value: String, origin: String?)] = [
            (
                "source", "Source", source.source.rawValue,
                source.sourceOrigin == .builtIn ? Self.defaultReason(source) : "\(source.sourceOrigin)"
            ),
            (
                "credential", "Credential", source.credential.map { "\($0.kind), set" } ?? "none",
                source.credential.map { "\($0.origin)" }
            ),
            ("baseURL", "TMDb address", source.baseURL.absoluteString, "\(source.baseURLOrigin)"),
            ("language", "Language", source.language, "\(source.languageOrigin)"),
            ("modelServer", "Model server", modelServer, modelConfigured ? "\(source.model.baseURLOrigin)" : nil),
            (
                "model", "Model", modelConfigured ? source.model.model : "the embedded answerer",
                modelConfigured ? "\(source.model.modelOrigin)" : nil
            ),
            ("modelKey", "Model's key", source.model.apiKey == nil ? "none" : "set", source.model.apiKey.map { "\($0.origin)" }),
            (
                "library", "Library",
                source.libraryURL.map { PopcornLibraryAdaptersFactory().shownPostgresURL($0) }
                    ?? configuration.libraryURL.map { "\($0.path), on this machine" } ?? "unknown (no HOME)",
                source.libraryURLOrigin.map { "\($0)" }
            ),
            (
                "configFile", "Config file",
                source.configFilePath ?? (configuration.configFileURL.map { "\($0.path) (none there)" } ?? "none"), nil
            ),
            ("dataFolder", "Data folder", configuration.dataDirectory?.path ?? "unknown (no HOME)", nil),
            ("cacheFile", "Cache", configuration.cacheFileURL?.path ?? "unknown (no HOME)", nil),
        ]
        let text: String
        if diagnostics.settings.json {
            var document: [String: [String: String]] = [:]
            for row in rows { document[row.key] = ["value": row.value].merging(row.origin.map { ["from": $0] } ?? [:]) { $1 } }
            if let modelServerProblem, case .badModelBaseURL(let text, _) = source.model.problem {
                document["modelServer"]?["value"] = text
                document["modelServer"]?["problem"] = modelServerProblem
            }
            text = JSONDocument.encodeLine(document)
        } else {
            let theme = diagnostics.settings.outputTheme
            text =
                KeyValueBlock(rows.map { .init($0.label, $0.value + ($0.origin.map { " (from \($0))" } ?? "")) })
                .render(width: theme.width, styler: theme.styler).map { $0 + "\n" }.joined()
        }
        do {
            try Console().out(text)
        } catch {
            throw ExitCode(diagnostics.exitStatus(after: error))
        }
    }

    private static func defaultReason(_ source: SourceSettings) -> String {
        source.credential == nil ? "the default: no TMDb token or key is set" : "the default: a TMDb credential is set"
    }
}
