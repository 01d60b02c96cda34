import Foundation

/// Debian's PostgreSQL on 127.0.0.1, in a temporary folder, started by `postgres-test-server` (built
/// with the PostgresStore vendor package) as a process of its own, and stopped and removed with it:
/// for runs of `popcorn` with `POPCORN_LIBRARY_URL` set.
final class PostgresServerProcess {
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "no postgres-test-server at \(path): run `swift build --package-path Adapters/Vendors/PostgresStore` first, "
                + "or set POPCORN_POSTGRES_TEST_SERVER"
        }
    }

    struct NotStarted: Error, CustomStringConvertible {
        var description: String { "postgres-test-server printed no URL: is Debian's postgresql package installed?" }
    }

    /// `POPCORN_POSTGRES_TEST_SERVER`, else the debug build in the vendor's `.build`.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["POPCORN_POSTGRES_TEST_SERVER"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return Repository.root.appendingPathComponent("Adapters/Vendors/PostgresStore/.build/debug/postgres-test-server")
    }()

    /// The test password, which no output of popcorn may show.
    static let password = "pg-test-secret-3141"

    private let server: StandInServerProcess
    /// `postgres://popcorn:<password>@127.0.0.1:<port>/postgres`.
    var url: String { server.baseURL }

    init() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else { throw Missing(path: Self.executable.path) }
        server = try StandInServerProcess(executable: Self.executable, arguments: [])
        guard url.hasPrefix("postgres://") else { throw NotStarted() }
    }

    /// Stops the server (its port then refuses connections) and keeps the process, which removes
    /// the folder when stopped.
    func stopServer() {
        guard server.process.isRunning else { return }
        server.tell("stop")
    }

    /// Closes the process's standard input, on which it removes the server and ends.
    func stop() {
        guard server.process.isRunning else { return }
        try? server.input.fileHandleForWriting.close()
        server.process.waitUntilExit()
    }

    deinit { stop() }
}
