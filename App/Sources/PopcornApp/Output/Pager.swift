import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The program long text is read through on a terminal, as git and gh page theirs:
/// `$POPCORN_PAGER`, else `$PAGER`, else `less`, run by the shell with the text on its input.
/// `less` is told `FRX` when `LESS` is unset, as git tells it: colour shows, the screen is not
/// cleared, and text that fits is printed as it is.
struct Pager: Sendable {
    /// The command, as the shell runs it: `less`, `most -s`.
    let command: String
    /// The environment it runs in.
    let environment: [String: String]

    /// The pager for this run, or nil when text goes straight to standard output: with `--json`,
    /// `--no-pager`, standard output that is not a terminal, or a pager set to `cat` or to nothing.
    static func chosen(environment: [String: String], noPager: Bool, json: Bool, outputIsTerminal: Bool) -> Pager? {
        guard !json, !noPager, outputIsTerminal else { return nil }
        let command = (environment["POPCORN_PAGER"] ?? environment["PAGER"] ?? "less").trimmingCharacters(in: .whitespaces)
        guard !command.isEmpty, command != "cat" else { return nil }
        var environment = environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        return Pager(command: command, environment: environment)
    }

    /// Whether `text` is longer than a terminal of `rows` rows shows at once.
    func pages(_ text: String, rows: Int) -> Bool {
        text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } > max(1, rows - 1)
    }

    /// Runs the pager with `text` as its input, and waits for it to end.
    /// - Returns: false when the pager could not be started, and so showed nothing.
    func show(_ text: String) -> Bool {
        guard let program = command.split(separator: " ").first.map(String.init), Self.canRun(program, path: environment["PATH"]) else {
            return false
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            return false
        }
        // Ctrl-C belongs to the pager while it runs, as with git: it must not end popcorn under it.
        let interrupt = signal(SIGINT, SIG_IGN)
        let quit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, interrupt)
            signal(SIGQUIT, quit)
        }
        // A reader that quits early closes the pipe: what it did not read is not wanted.
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }

    /// Whether `program` names an executable, by its path or found in `path`.
    private static func canRun(_ program: String, path: String?) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        return (path ?? "/usr/bin:/bin").split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}
