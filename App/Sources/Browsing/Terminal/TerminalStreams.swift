#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal the full-screen browser reads keys from and draws on: the standard streams
/// when run, a pseudo-terminal a test opened.
public struct TerminalStreams: Sendable {
    public let input: Int32
    public let output: Int32

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    public static let standard = TerminalStreams(input: STDIN_FILENO, output: STDOUT_FILENO)
}
