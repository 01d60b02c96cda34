import Foundation

/// Runs the built `popcorn` executable in a fresh, private set of XDG folders.
struct Popcorn {
    /// What the test's data folder holds before its first run.
    enum DataFolder {
        /// A copy of the catalogue and the search index that a first run builds (built once for
        /// the whole test run, `BuiltDataFolder`): what a user has from the second run on.
        case built
        /// Nothing: the first run builds the catalogue, as a new user's does. For the tests of
        /// that build (concurrent first runs, a damaged file, a folder that cannot be written).
        case empty
    }

    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    let home: URL

    /// The executable under test: `POPCORN_BINARY`, else the debug build in `App/.build`.
    static let executable: URL = {
        if let path = ProcessInfo.processInfo.environment["POPCORN_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return Repository.root.appendingPathComponent("App/.build/debug/popcorn")
    }()

    /// Private folders for one test, its data folder holding what `dataFolder` says.
    init(dataFolder: DataFolder = .built) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            throw Missing(path: Self.executable.path)
        }
        home = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        guard dataFolder == .built else { return }
        do {
            try BuiltDataFolder.copy(into: dataHome.appendingPathComponent("popcorn"))
        } catch {
            remove()
            throw error
        }
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "no popcorn executable at \(path): run `swift build --package-path App` first, or set POPCORN_BINARY"
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: home)
    }

    var dataHome: URL { home.appendingPathComponent("data") }

    /// The environment of every run: private XDG folders, and nothing of the caller's that changes output.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": home.path,
            "XDG_DATA_HOME": dataHome.path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "TERM": "xterm-256color",
            // Ages are counted to this day, so that the documents compared with golden files stay the same.
            "POPCORN_TODAY": "2026-11-23",
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs with standard output and error on pipes.
    func run(_ arguments: String..., environment extra: [String: String] = [:]) throws -> Run {
        try run(arguments, environment: extra)
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:], input: String? = nil) throws -> Run {
        try run(executable: Self.executable, arguments, environment: extra, input: input)
    }

    /// Runs another program (a shell that runs popcorn, an installed copy) in the same private folders.
    func run(executable: URL, _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment(extra)
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if let input {
            try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Read both streams at once, so that neither pipe can fill and stall the process.
        let errors = BackgroundPipeReader(handle: stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors.wait(), as: UTF8.self)
        )
    }
}
