#if canImport(Glibc)
    import Glibc
#endif

/// A program run to its end: posix_spawn, with standard input from /dev/null, standard output and
/// error to a file, and waitpid. (Foundation's Process was seen to wait forever for `runuser`
/// children that had exited, when tests ran side by side.)
enum ChildProcess {
    /// The program's exit status, 128 + the signal that ended it, or -1 when it could not be started.
    static func run(_ path: String, arguments: [String], environment: [String], output: String) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
