public import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// Writes each log line to standard error as `<label>: <message>`, with no timestamp or level:
/// what a person reading `--verbose` wants next to the program's own messages.
public struct StandardErrorLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let write: @Sendable (String) -> Void

    /// - Parameter write: where a finished line goes; standard error unless a test says otherwise.
    public init(label: String, write: @escaping @Sendable (String) -> Void = StandardErrorLogHandler.standardError) {
        self.label = label
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        write("\(label): \(event.message)\n")
    }

    public static let standardError: @Sendable (String) -> Void = { line in
        var bytes = Array(line.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
