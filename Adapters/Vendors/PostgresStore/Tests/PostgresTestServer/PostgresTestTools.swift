import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's PostgreSQL programs, and how to run them: as the `postgres` user when the tests run as
/// root (PostgreSQL refuses to run as root), as the caller otherwise.
struct PostgresTestTools: Sendable {
    let binaries: URL
    let runsAsPostgres: Bool

    /// The newest `/usr/lib/postgresql/<version>/bin` that holds `initdb`, or `POPCORN_POSTGRES_BIN`.
    static func find() throws(PostgresTestServerError) -> PostgresTestTools {
        let runsAsPostgres = getuid() == 0
        if let path = ProcessInfo.processInfo.environment["POPCORN_POSTGRES_BIN"], !path.isEmpty {
            return PostgresTestTools(binaries: URL(fileURLWithPath: path), runsAsPostgres: runsAsPostgres)
        }
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .filter { FileManager.default.isExecutableFile(atPath: "\(root)/\($0)/bin/initdb") }
            .sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
        guard let newest = versions.first else {
            throw PostgresTestServerError(
                "no PostgreSQL under \(root)/<version>/bin: install Debian's postgresql package (apt-get install postgresql)")
        }
        return PostgresTestTools(binaries: URL(fileURLWithPath: "\(root)/\(newest)/bin"), runsAsPostgres: runsAsPostgres)
    }

    /// Gives `folder` and everything in it to the `postgres` user, when the programs run as that user.
    func handOver(_ folder: URL) throws(PostgresTestServerError) {
        guard runsAsPostgres else { return }
        try runDirectly(URL(fileURLWithPath: "/bin/chown"), ["-R", "postgres:postgres", folder.path], environment: [:])
    }

    /// Runs one of the programs and waits for it; a failure carries what it printed (and the tail of
    /// `logOnFailure`, the server's log).
    func run(
        _ program: String, _ arguments: [String], environment: [String: String] = [:], logOnFailure: URL? = nil
    ) throws(PostgresTestServerError) {
        let executable = binaries.appendingPathComponent(program)
        do {
            if runsAsPostgres {
                let variables = environment.map { "\($0.key)=\($0.value)" }
                try runDirectly(
                    URL(fileURLWithPath: "/usr/sbin/runuser"),
                    ["-u", "postgres", "--", "/usr/bin/env"] + variables + [executable.path] + arguments, environment: [:])
            } else {
                try runDirectly(executable, arguments, environment: environment)
            }
        } catch {
            guard let log = logOnFailure, let text = try? String(contentsOf: log, encoding: .utf8) else { throw error }
            throw PostgresTestServerError(error.description + "\n" + text.split(separator: "\n").suffix(20).joined(separator: "\n"))
        }
    }

    /// Runs the program and waits for it. What it prints goes to a file, not a pipe: the server that
    /// `pg_ctl` starts inherits the caller's descriptors, and would hold a pipe open as long as it runs.
    private func runDirectly(_ executable: URL, _ arguments: [String], environment: [String: String]) throws(PostgresTestServerError) {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-postgres-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let status = ChildProcess.run(executable.path, arguments: arguments, environment: variables, output: outputFile.path)
        guard status == 0 else {
            let printed = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
            throw PostgresTestServerError(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited \(status): \(printed)")
        }
    }
}
