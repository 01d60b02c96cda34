import ArgumentParser
import Foundation
import Presentation
import Testing

@testable import PopcornApp

/// The model's settings: from the environment, else config.toml's `[llm]` table, `--model` for
/// one run; none configured, the embedded answerer; the key guarded like TMDb's and never shown.
@Suite struct ModelSettingsTests {
    static let path = "/home/u/.config/popcorn/config.toml"
    func file(_ values: [String: String]) -> ConfigFile { ConfigFile(values: values, path: Self.path) }

    @Test func withNoBaseURLTheEmbeddedAnswererIsTheModel() throws {
        let settings = try SourceSettings.resolve(flag: nil, environment: ["POPCORN_LLM_API_KEY": "sk-1"], file: nil)
        #expect(settings.model.baseURL == nil)
        #expect(settings.model.apiKey == nil)
    }

    @Test func theEnvironmentWinsOverTheFileSettingBySetting() throws {
        let settings = try SourceSettings.resolve(
            flag: nil, environment: ["POPCORN_LLM_BASE_URL": "http://127.0.0.1:8080/v1", "POPCORN_LLM_API_KEY": "sk-env"],
            file: file(["llm.base_url": "http://elsewhere/v1", "llm.model": "qwen", "llm.api_key": "sk-file"]))
        #expect(settings.model.baseURL?.absoluteString == "http://127.0.0.1:8080/v1")
        #expect(settings.model.baseURLOrigin == .environment("POPCORN_LLM_BASE_URL"))
        #expect(settings.model.model == "qwen")
        #expect(settings.model.modelOrigin == .configFile(path: Self.path, key: "llm.model"))
        #expect(settings.model.apiKey?.value == "sk-env")
        #expect(settings.model.apiKey?.origin == .environment("POPCORN_LLM_API_KEY"))
    }

    @Test func theModelFlagWinsForOneRunAndTheDefaultNamesNone() throws {
        let settings = try SourceSettings.resolve(flag: nil, environment: ["POPCORN_LLM_BASE_URL": "http://127.0.0.1:8080"], file: nil)
        #expect(settings.model.model == ModelSettings.defaultModel)
        #expect(settings.model.modelOrigin == .builtIn)
        let chosen = settings.model.choosing(model: "llama3")
        #expect(chosen.model == "llama3")
        #expect(chosen.modelOrigin == .flag("--model"))
        #expect(settings.model.choosing(model: nil).model == ModelSettings.defaultModel)
    }

    @Test func aBaseURLThatIsNoHTTPAddressIsAProblemOfTheModelAloneNamingWhereItCameFrom() throws {
        // Resolving succeeds: only what asks the model fails of it (CommandSession, the composed model).
        let settings = try SourceSettings.resolve(
            flag: nil, environment: ["POPCORN_LLM_BASE_URL": "localhost:8080", "POPCORN_LLM_MODEL": "qwen"], file: nil)
        #expect(settings.source == .catalogue)
        #expect(settings.model.baseURL == nil)
        #expect(settings.model.problem == .badModelBaseURL("localhost:8080", origin: .environment("POPCORN_LLM_BASE_URL")))
        #expect(settings.model.model == "qwen")
        let unusable = try #require(settings.model.unusable)
        #expect(unusable.kind == .invalidRequest)
        #expect(unusable.message == "\"localhost:8080\" (from POPCORN_LLM_BASE_URL) is not the http or https address of a model's server.")
        #expect(unusable.suggestion?.contains("http://127.0.0.1:8080/v1") == true)
        // From the file: its key and path.
        let fromFile = try SourceSettings.resolve(flag: nil, environment: [:], file: file(["llm.base_url": "ftp://127.0.0.1/v1"]))
        #expect(fromFile.model.problem == .badModelBaseURL("ftp://127.0.0.1/v1", origin: .configFile(path: Self.path, key: "llm.base_url")))
        #expect(fromFile.model.unusable?.message.contains("llm.base_url in \(Self.path)") == true)
        // A good one is no problem, and none set is none.
        let good = try SourceSettings.resolve(flag: nil, environment: ["POPCORN_LLM_BASE_URL": "https://models.example/v1"], file: nil)
        #expect(good.model.problem == nil && good.model.unusable == nil)
        #expect(try SourceSettings.resolve(flag: nil, environment: [:], file: nil).model.unusable == nil)
    }

    @MainActor @Test func aCommandThatAsksTheModelEndsAsAUsageErrorBeforeAnythingIsBuilt() {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let configuration = AppConfiguration(environment: ["HOME": home.path, "POPCORN_LLM_BASE_URL": "localhost:8080"])
        #expect(throws: ExitCode(ExitStatus.usage)) {
            try CommandSession.start(CommonOptions(json: true), model: nil, configuration: configuration)
        }
        // Nothing was built: no data folder was made.
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }

    @Test func theKeyIsInNoDescriptionDumpOrSuggestion() throws {
        let settings = try SourceSettings.resolve(
            flag: nil, environment: ["POPCORN_LLM_BASE_URL": "http://127.0.0.1:8080/v1", "POPCORN_LLM_API_KEY": "sk-secret-42"], file: nil)
        let key = try #require(settings.model.apiKey)
        var dumped = ""
        dump(settings.model, to: &dumped)
        for text in [String(describing: key), String(reflecting: key), dumped, settings.model.keyToCheck] {
            #expect(!text.contains("sk-secret-42"), "\(text)")
        }
        #expect(settings.model.keyToCheck.contains("POPCORN_LLM_API_KEY"))
    }

    @Test func theModelsKeyIsASecretOfTheConfigFile() throws {
        #expect(ConfigSetting.named("llm.api_key")?.isSecret == true)
        #expect(ConfigSetting.named("llm.base_url")?.isSecret == false)
        #expect(ConfigSetting.named("llm.model")?.isSecret == false)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-llm-\(UUID().uuidString).toml")
        defer { try? FileManager.default.removeItem(at: url) }
        try "[llm]\nbase_url = \"http://127.0.0.1:8080/v1\"\napi_key = \"sk-9\"\n".write(to: url, atomically: true, encoding: .utf8)
        chmod(url.path, 0o644)
        #expect(throws: ConfigFileError.secretOpenToOthers(path: url.path, mode: 0o644, secrets: ["llm.api_key"])) {
            try ConfigFile.read(at: url)
        }
        chmod(url.path, 0o600)
        #expect(try ConfigFile.read(at: url)?.values["llm.api_key"] == "sk-9")
    }
}
