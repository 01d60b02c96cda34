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
    ///
    /// The pager is spawned in popcorn's own process group, which is the terminal's foreground
    /// group: a pager in a group of its own (as Foundation's `Process` puts its children) is
    /// stopped by the terminal the moment it sets its modes, and the screen stays blank.
    /// - Returns: false when the pager could not be started, and so showed nothing.
    func show(_ text: String) -> Bool {
        guard let program = command.split(separator: " ").first.map(String.init), Self.canRun(program, path: environment["PATH"]) else {
            return false
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        let (reading, writing) = (ends[0], ends[1])
        Self.closeOnExec()
        guard let child = spawn(input: reading) else {
            close(reading)
            close(writing)
            return false
        }
        close(reading)
        // Ctrl-C belongs to the pager while it runs, as with git: it must not end popcorn under it.
        let interrupt = signal(SIGINT, SIG_IGN)
        let quit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, interrupt)
            signal(SIGQUIT, quit)
        }
        // A reader that quits early closes the pipe: what it did not read is not wanted.
        Self.writeAll(Array(text.utf8), to: writing)
        close(writing)
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        return true
    }

    /// Starts `/bin/sh -c command` with `input` as its standard input, the terminal as its output,
    /// no other descriptor of popcorn's, and the signals popcorn ignores back to their defaults.
    private func spawn(input: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let arguments: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { (word: String) in strdup(word) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { (name, value) in strdup("\(name)=\(value)") } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments, variables) == 0 else { return nil }
        return child
    }

    /// Marks every descriptor past standard error to close when a program is started, so that
    /// the pager is handed none of popcorn's (the catalogue, sockets, the pipe's other end).
    private static func closeOnExec() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for descriptor in names.compactMap(Int32.init) where descriptor > STDERR_FILENO {
            _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written == -1 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Whether `program` names an executable, by its path or found in `path`.
    private static func canRun(_ program: String, path: String?) -> Bool {
        if program.contains("/") { return access(program, X_OK) == 0 }
        return (path ?? "/usr/bin:/bin").split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}
