/// Why a `SQLiteCache` is not keeping anything. The cache itself never throws it (a cache only
/// forgets): `info()` does, and the cache hands it once to whoever asked to be told of problems.
public enum SQLiteCacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file at `path` is some other program's, or not a database at all. It is neither read
    /// nor written.
    case foreignFile(path: String)
    /// The file at `path`, or its folder, could not be created, opened, read or written.
    case unavailable(path: String, reason: String)

    /// One line, fit for a warning on standard error.
    public var description: String {
        switch self {
        case .foreignFile(let path):
            "\(path) is not a Popcorn cache file, so it was left untouched and nothing is cached; "
                + "move it elsewhere (or delete it if it is not needed) and Popcorn will start a new cache."
        case .unavailable(let path, let reason):
            "The cache at \(path) cannot be used (\(reason)), so nothing is cached."
        }
    }
}
