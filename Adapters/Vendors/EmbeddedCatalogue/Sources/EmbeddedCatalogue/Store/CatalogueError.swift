/// Why the catalogue could not be opened or read. Every message names what was wrong and where.
public enum CatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The seed file could not be found or read.
    case seedUnreadable(String)
    /// The seed file was read but its content is wrong; the text says which record and why.
    case seedInvalid(String)
    /// The database file could not be created, opened or replaced.
    case databaseUnavailable(path: String, reason: String)
    /// A query failed on a database that opened.
    case queryFailed(String)

    public var description: String {
        switch self {
        case .seedUnreadable(let reason): "the catalogue's seed could not be read: \(reason)"
        case .seedInvalid(let reason): "the catalogue's seed is invalid: \(reason)"
        case .databaseUnavailable(let path, let reason): "the catalogue database at \(path) is unavailable: \(reason)"
        case .queryFailed(let reason): "the catalogue could not answer: \(reason)"
        }
    }
}
