import Foundation
import TMDb
import Testing

@testable import PopcornApp

@Suite struct SourceSettingsTests {
    func file(_ values: [String: String]) -> ConfigFile { ConfigFile(values: values, path: "/home/u/.config/popcorn/config.toml") }

    @Test func withoutACredentialTheCatalogueIsTheSource() throws {
        let settings = try SourceSettings.resolve(flag: nil, environment: [:], file: nil)
        #expect(settings.source == .catalogue)
        #expect(settings.sourceOrigin == .builtIn)
        #expect(settings.credential == nil)
        #expect(settings.baseURL.absoluteString == "https://api.themoviedb.org")
    }

    @Test func aTokenMakesTMDbTheSourceAndTheEnvironmentWinsOverTheFile() throws {
        let settings = try SourceSettings.resolve(
            flag: nil, environment: ["TMDB_API_READ_ACCESS_TOKEN": "env-token"],
            file: file(["tmdb.read_access_token": "file-token", "tmdb.base_url": "http://127.0.0.1:9"]))
        #expect(settings.source == .tmdb)
        #expect(settings.credential?.kind == .readAccessToken)
        #expect(settings.credential?.credential == .readAccessToken("env-token"))
        #expect(settings.credential?.origin == .environment("TMDB_API_READ_ACCESS_TOKEN"))
        #expect(settings.baseURL.absoluteString == "http://127.0.0.1:9")
        #expect(settings.baseURLOrigin == .configFile(path: "/home/u/.config/popcorn/config.toml", key: "tmdb.base_url"))
    }

    @Test func aKeyIsUsedWhenThereIsNoToken() throws {
        let settings = try SourceSettings.resolve(flag: nil, environment: ["TMDB_API_KEY": "k"], file: nil)
        #expect(settings.credential?.kind == .apiKey)
    }

    @Test func theFlagWinsOverEverything() throws {
        let settings = try SourceSettings.resolve(
            flag: .catalogue, environment: ["TMDB_API_KEY": "k", "POPCORN_SOURCE": "tmdb"], file: nil)
        #expect(settings.source == .catalogue)
        #expect(settings.sourceOrigin == .flag("--source"))
    }

    @Test func badSettingsAreErrorsThatNameThemAndNeverASecret() {
        #expect(throws: SourceSettingsError.missingCredential(sourceOrigin: .environment("POPCORN_SOURCE"))) {
            try SourceSettings.resolve(flag: nil, environment: ["POPCORN_SOURCE": "tmdb"], file: nil)
        }
        #expect(throws: SourceSettingsError.unknownSource("tvdb", origin: .environment("POPCORN_SOURCE"))) {
            try SourceSettings.resolve(flag: nil, environment: ["POPCORN_SOURCE": "tvdb"], file: nil)
        }
        #expect(throws: SourceSettingsError.badBaseURL("ftp://x", origin: .environment("POPCORN_TMDB_BASE_URL"))) {
            try SourceSettings.resolve(flag: nil, environment: ["POPCORN_TMDB_BASE_URL": "ftp://x"], file: nil)
        }
    }

    @Test func aCredentialNeverPrintsItsSecret() {
        let credential = TMDbCredentialSetting(credential: .readAccessToken("s3cret"), origin: .environment("TMDB_API_READ_ACCESS_TOKEN"))
        for text in [String(describing: credential), String(reflecting: credential), "\(credential)"] {
            #expect(!text.contains("s3cret"))
        }
        var dumped = ""
        dump(credential, to: &dumped)
        #expect(!dumped.contains("s3cret"))
    }

    /// The settings as every command reads them, from `$XDG_CONFIG_HOME/popcorn/config.toml`: a
    /// file without a secret is used at 0644; one with a token is refused (exit 64 on the command
    /// line) until it is 0600.
    @Test func theConfigurationFileIsReadByWhatItHoldsNotOnlyItsMode() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-config-home-\(UUID().uuidString)")
        let folder = home.appendingPathComponent("popcorn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let file = folder.appendingPathComponent("config.toml")
        let configuration = AppConfiguration(environment: ["XDG_CONFIG_HOME": home.path])

        try "source = \"catalogue\"\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o644)
        let plain = try configuration.sourceSettings(flag: nil)
        #expect(plain.source == .catalogue)
        #expect(plain.sourceOrigin == .configFile(path: file.path, key: "source"))

        try "source = \"catalogue\"\n[tmdb]\nread_access_token = \"file-token-5521\"\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o644)
        #expect(
            throws: SourceSettingsError.configFile(.secretOpenToOthers(path: file.path, mode: 0o644, secrets: ["tmdb.read_access_token"]))
        ) {
            try configuration.sourceSettings(flag: nil)
        }
        chmod(file.path, 0o600)
        #expect(try configuration.sourceSettings(flag: nil).credential?.kind == .readAccessToken)
    }
}
