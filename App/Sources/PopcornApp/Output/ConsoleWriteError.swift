#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write to one of the process's streams failed: the disk is full, the descriptor is closed,
/// or (`isBrokenPipe`) whoever read the stream has gone away.
struct ConsoleWriteError: Error, Sendable, Equatable {
    let stream: String
    let code: Int32

    /// The reader closed the pipe (`popcorn … | head -1`): nothing is wrong but that it stopped listening.
    var isBrokenPipe: Bool { code == EPIPE }

    /// "could not write to standard output: No space left on device".
    var message: String {
        "could not write to \(stream): \(String(cString: strerror(code)))"
    }
}
