#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's two output streams: data on standard output, messages on standard error.
///
/// Writes go straight to the file descriptors, so that a full disk, a closed descriptor or a
/// reader that went away is an error the caller handles, never a crash.
struct Console: Sendable {
    /// The standard streams that were closed when the process started (`popcorn … >&-`). Set once,
    /// by `occupyClosedStandardStreams()`, before anything else runs.
    nonisolated(unsafe) private static var closedAtLaunch: Set<Int32> = []

    /// A closed standard descriptor would be handed to the next file the process opens (the
    /// catalogue database among them), and the screen written into that file. This puts
    /// `/dev/null` in each closed one's place, and remembers it so that writes to it fail.
    /// Call it first thing, before any file is opened.
    static func occupyClosedStandardStreams() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            closedAtLaunch.insert(descriptor)
        }
    }

    /// Writes data to standard output.
    func out(_ text: String) throws(ConsoleWriteError) {
        try Self.write(text, to: STDOUT_FILENO, stream: "standard output")
    }

    /// Writes a message to standard error. A message that cannot be written has nowhere else to
    /// go, so its failure is dropped.
    func err(_ text: String) {
        try? Self.write(text, to: STDERR_FILENO, stream: "standard error")
    }

    /// Writes to a terminal the program opened itself, or was handed (the full-screen browser's).
    func write(_ text: String, to descriptor: Int32) throws(ConsoleWriteError) {
        try Self.write(text, to: descriptor, stream: "the terminal")
    }

    /// A closed pipe raises SIGPIPE, which would end the process without a word; ignoring it turns
    /// that into an `EPIPE` write error the run ends on quietly.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    private static func write(_ text: String, to descriptor: Int32, stream: String) throws(ConsoleWriteError) {
        guard !closedAtLaunch.contains(descriptor) else { throw ConsoleWriteError(stream: stream, code: EBADF) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc) || canImport(Musl)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                throw ConsoleWriteError(stream: stream, code: code)
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
