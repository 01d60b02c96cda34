import Foundation
import Testing

@testable import PopcornApp

@Suite struct ConfigFileTests {
    func write(_ text: String, mode: mode_t) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-config-\(UUID().uuidString).toml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        chmod(url.path, mode)
        return url
    }

    @Test func readsKeysAndTables() throws {
        let url = try write("# mine\nsource = \"tmdb\"\n\n[tmdb]\napi_key = 'abc' # the key\nbase_url = \"http://x\"\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try #require(try ConfigFile.read(at: url))
        #expect(file.values == ["source": "tmdb", "tmdb.api_key": "abc", "tmdb.base_url": "http://x"])
    }

    @Test func noFileIsNoSettings() throws {
        #expect(try ConfigFile.read(at: URL(fileURLWithPath: "/nonexistent/popcorn/config.toml")) == nil)
    }

    @Test func aLibraryURLThatOthersCanReadIsRefusedWithoutItsPassword() throws {
        let url = try write("[library]\nurl = \"postgres://anna:pw-31415@db.example/films\"\n", mode: 0o640)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try ConfigFile.read(at: url)
            Issue.record("a library URL others can read was used")
        } catch {
            #expect(error == .secretOpenToOthers(path: url.path, mode: 0o640, secrets: ["library.url"]))
            #expect(!error.description.contains("pw-31415") && !error.suggestion.contains("pw-31415"))
        }
        chmod(url.path, 0o600)
        let file = try ConfigFile.read(at: url)
        let fromFile = try SourceSettings.resolve(flag: nil, environment: [:], file: file)
        #expect(fromFile.libraryURL == "postgres://anna:pw-31415@db.example/films")
        #expect(fromFile.libraryURLOrigin == .configFile(path: url.path, key: "library.url"))
        let fromEnvironment = try SourceSettings.resolve(flag: nil, environment: ["POPCORN_LIBRARY_URL": "postgres://b@h/d"], file: file)
        #expect(fromEnvironment.libraryURL == "postgres://b@h/d")
        #expect(fromEnvironment.libraryURLOrigin == .environment("POPCORN_LIBRARY_URL"))
        let unset = try SourceSettings.resolve(flag: nil, environment: [:], file: nil)
        #expect(unset.libraryURL == nil && unset.libraryURLOrigin == nil)
    }

    @Test func aFileWithASecretThatOthersCanReadIsRefusedNamingTheSettingNotItsValue() throws {
        let url = try write("[tmdb]\nread_access_token = \"t0k3n\"\napi_key = \"k3y\"\n", mode: 0o644)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try ConfigFile.read(at: url)
            Issue.record("a secret others can read was used")
        } catch {
            #expect(error == .secretOpenToOthers(path: url.path, mode: 0o644, secrets: ["tmdb.read_access_token", "tmdb.api_key"]))
            #expect(error.description.contains("tmdb.read_access_token"))
            #expect(error.suggestion.contains("chmod 600 \(url.path)"))
            for text in [error.description, error.suggestion] {
                #expect(!text.contains("t0k3n") && !text.contains("k3y\""))
            }
        }
        chmod(url.path, 0o600)
        #expect(try ConfigFile.read(at: url)?.values["tmdb.api_key"] == "k3y")
    }

    /// `source = "catalogue"` at 0644 once stopped every command with exit 64: only a secret needs
    /// the file to be its owner's alone.
    @Test func aFileWithoutASecretIsReadAtAnyMode() throws {
        for mode: mode_t in [0o644, 0o664, 0o666, 0o604] {
            let url = try write("source = \"catalogue\"\n[tmdb]\nlanguage = \"fr-FR\"\nbase_url = \"http://x\"\n", mode: mode)
            defer { try? FileManager.default.removeItem(at: url) }
            #expect(try ConfigFile.read(at: url)?.values["source"] == "catalogue", "mode \(String(mode, radix: 8))")
        }
        // A secret setting left empty holds no secret.
        let empty = try write("source = \"tmdb\"\n[tmdb]\napi_key = \"\"\n", mode: 0o644)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(try ConfigFile.read(at: empty)?.values["source"] == "tmdb")
    }

    /// Which settings are secret is a property each one declares: a later setting that holds a
    /// key or a password joins the rule by saying so.
    @Test func theSecretSettingsAreTheTokensTheKeysAndTheLibraryURL() {
        #expect(
            ConfigSetting.all.filter(\.isSecret).map(\.key) == ["tmdb.read_access_token", "tmdb.api_key", "llm.api_key", "library.url"])
        #expect(ConfigSetting.named("tmdb.language")?.isSecret == false)
        #expect(ConfigSetting.named("colour") == nil)
    }

    @Test func aBadLineIsNamedByItsNumberNeverItsText() throws {
        let url = try write("[tmdb]\nread_access_token = t0k3n\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try ConfigFile.read(at: url)
            Issue.record("a bad line was accepted")
        } catch {
            #expect(error == .badLine(path: url.path, number: 2))
            #expect(!error.description.contains("t0k3n"))
        }
    }

    @Test func anUnknownKeyIsRefused() throws {
        let url = try write("colour = \"blue\"\n", mode: 0o600)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: ConfigFileError.unknownKey(path: url.path, key: "colour", number: 1)) { try ConfigFile.read(at: url) }
    }
}
