import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The TMDb stand-in (`tmdb-stand-in`, built with the TMDb vendor package) running as a process of
/// its own on 127.0.0.1, for runs of `popcorn` with TMDb as the source.
final class TMDbStandInProcess {
    static let readAccessToken = "stand-in-read-access-token"
    static let apiKey = "stand-in-api-key"

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "no stand-in at \(path): run `swift build --package-path Adapters/Vendors/TMDb` first, or set POPCORN_TMDB_STAND_IN"
        }
    }

    /// `POPCORN_TMDB_STAND_IN`, else the debug build in the TMDb vendor's `.build`.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["POPCORN_TMDB_STAND_IN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return Repository.root.appendingPathComponent("Adapters/Vendors/TMDb/.build/debug/tmdb-stand-in")
    }()

    private let server: StandInServerProcess
    var baseURL: String { server.baseURL }

    /// Starts the stand-in with `arguments` (`--rate-limit /3/movie/550:1`, say).
    init(arguments: [String] = []) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else { throw Missing(path: Self.executable.path) }
        server = try StandInServerProcess(executable: Self.executable, arguments: arguments)
    }

    /// The environment that points `popcorn` at the stand-in, signed with its token.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["TMDB_API_READ_ACCESS_TOKEN": Self.readAccessToken, "POPCORN_TMDB_BASE_URL": baseURL].merging(extra) { $1 }
    }

    /// Makes TMDb go away: from now on every connection is refused, and the port stays the
    /// stand-in's until it is stopped, so that no other test's stand-in answers there instead.
    func refuseConnections() {
        guard server.process.isRunning else { return }
        server.tell("refuse")
    }

    /// Every request the stand-in has received so far, in order, as "GET /3/discover/tv?page=1&…"
    /// (the query's names sorted): what popcorn sent, and how often.
    func requests() -> [String] {
        guard server.process.isRunning else { return [] }
        let line = server.tell("requests")
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String] ?? []
    }

    func stop() {
        guard server.process.isRunning else { return }
        server.process.terminate()
        server.process.waitUntilExit()
    }

    deinit { stop() }
}
