/// Why an export could not be read at all (a bad line is skipped and counted, not an error).
public enum TMDbExportError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// The file is not gzip, or its gzip data is damaged.
    case notGzip(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "could not read \(path): \(reason)"
        case .notGzip(let path, let reason): "\(path) is not a whole gzip file: \(reason)"
        }
    }
}
