public import Foundation

/// A PostgreSQL server of Debian's, started for tests in a temporary folder of its own and listening
/// on a free port of 127.0.0.1 only (its Unix socket in a temporary folder too), so that nothing of
/// the machine's own PostgreSQL is used or touched. `initdb` and `pg_ctl` come from
/// `/usr/lib/postgresql/<version>/bin` (the newest there, or `POPCORN_POSTGRES_BIN`); run as root,
/// they run as the `postgres` user through `runuser`, since PostgreSQL refuses root. `stop()` stops the
/// server and keeps its folder (a test of a server gone away); `remove()` stops it and deletes the folder.
public final class PostgresTestServer: Sendable {
    /// The role the server is set up with: a superuser with a password, asked for over TCP.
    public static let user = "popcorn"
    /// The test password; a test that checks nothing prints a password looks for this text.
    public static let password = "pg-test-secret-3141"

    public let port: UInt16
    /// The server's folder: `data/`, `sockets/` and `server.log`.
    public let folder: URL
    let tools: PostgresTestTools

    /// `postgres://popcorn:<password>@127.0.0.1:<port>/<database>`.
    public func url(database: String = "postgres") -> String {
        "postgres://\(Self.user):\(Self.password)@127.0.0.1:\(port)/\(database)"
    }

    init(port: UInt16, folder: URL, tools: PostgresTestTools) {
        self.port = port
        self.folder = folder
        self.tools = tools
    }

    /// Sets up a new server (initdb, a few hundred milliseconds to a second or two) and starts it,
    /// allowing `maxConnections` connections at once.
    public static func start(maxConnections: Int = 300) throws(PostgresTestServerError) -> PostgresTestServer {
        let tools = try PostgresTestTools.find()
        // As root, /tmp: a TMPDIR under /root would be out of the postgres user's reach.
        let temporary = tools.runsAsPostgres ? URL(fileURLWithPath: "/tmp") : FileManager.default.temporaryDirectory
        let folder = temporary.appendingPathComponent("popcorn-postgres-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sockets"), withIntermediateDirectories: true)
            try Data((password + "\n").utf8).write(to: folder.appendingPathComponent("password"))
        } catch {
            throw PostgresTestServerError("could not make the folder \(folder.path): \(error)")
        }
        do throws(PostgresTestServerError) {
            try tools.handOver(folder)
            try tools.run(
                "initdb",
                [
                    "-D", folder.appendingPathComponent("data").path, "-U", user,
                    "--pwfile=\(folder.appendingPathComponent("password").path)",
                    "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C", "--no-sync",
                ])
            var lastFailure = PostgresTestServerError("no port was tried")
            for _ in 0..<5 {
                let port = try FreePort.pick()
                let server = PostgresTestServer(port: port, folder: folder, tools: tools)
                do {
                    try server.startServer(maxConnections: maxConnections)
                    return server
                } catch {
                    lastFailure = error
                }
            }
            throw lastFailure
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Starts the server again after `stop()`, on the same port.
    public func restart(maxConnections: Int = 300) throws(PostgresTestServerError) {
        try startServer(maxConnections: maxConnections)
    }

    func startServer(maxConnections: Int) throws(PostgresTestServerError) {
        let options = [
            "-p \(port)", "-k \(folder.appendingPathComponent("sockets").path)", "-c listen_addresses=127.0.0.1",
            "-c max_connections=\(maxConnections)", "-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off",
        ]
        try tools.run(
            "pg_ctl",
            [
                "-D", folder.appendingPathComponent("data").path, "-l", folder.appendingPathComponent("server.log").path, "-w", "-t",
                "60", "-o", options.joined(separator: " "), "start",
            ],
            logOnFailure: folder.appendingPathComponent("server.log"))
    }

    /// Makes a new, empty database on the server.
    public func createDatabase(_ name: String) throws(PostgresTestServerError) {
        try tools.run(
            "createdb",
            ["-h", "127.0.0.1", "-p", String(port), "-U", Self.user, name],
            environment: ["PGPASSWORD": Self.password])
    }

    /// Stops the server (`pg_ctl stop -m fast`: connections are cut, what was committed is kept),
    /// keeping its folder.
    public func stop() {
        try? tools.run("pg_ctl", ["-D", folder.appendingPathComponent("data").path, "-m", "fast", "-w", "stop"])
    }

    /// Stops the server at once (`-m immediate`) and deletes its folder.
    public func remove() {
        try? tools.run("pg_ctl", ["-D", folder.appendingPathComponent("data").path, "-m", "immediate", "-w", "stop"])
        try? FileManager.default.removeItem(at: folder)
    }
}
