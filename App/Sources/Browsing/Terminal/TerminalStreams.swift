#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal the full-screen browser reads keys from and draws on: the standard streams
/// when run, a pseudo-terminal a test opened.
struct TerminalStreams: Sendable {
    let input: Int32
    let output: Int32

    static let standard = TerminalStreams(input: STDIN_FILENO, output: STDOUT_FILENO)
}
