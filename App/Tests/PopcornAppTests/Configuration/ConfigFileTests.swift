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

    @Test func aFileOthersCanReadIsRefused() throws {
        let url = try write("[tmdb]\nread_access_token = \"t0k3n\"\n", mode: 0o644)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: ConfigFileError.openToOthers(path: url.path, mode: 0o644)) { try ConfigFile.read(at: url) }
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
