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

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    let baseURL: String

    /// Starts the stand-in with `arguments` (`--rate-limit /3/movie/550:1`, say).
    init(arguments: [String] = []) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else { throw Missing(path: Self.executable.path) }
        process.executableURL = Self.executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        baseURL = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The environment that points `popcorn` at the stand-in, signed with its token.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["TMDB_API_READ_ACCESS_TOKEN": Self.readAccessToken, "POPCORN_TMDB_BASE_URL": baseURL].merging(extra) { $1 }
    }

    /// Makes TMDb go away: from now on every connection is refused, and the port stays the
    /// stand-in's until it is stopped, so that no other test's stand-in answers there instead.
    func refuseConnections() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGUSR1)
        var said = Data()
        while !said.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    deinit { stop() }
}
