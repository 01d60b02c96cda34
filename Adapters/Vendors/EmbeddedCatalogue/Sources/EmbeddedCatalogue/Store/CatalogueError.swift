/// Why the catalogue could not be opened or read. Every message names what was wrong and where.
public enum CatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// None of the places the catalogue's files may be holds this file.
    case seedMissing(file: String, searched: [String])
    /// The seed file was found but could not be read.
    case seedUnreadable(String)
    /// The seed file was read but its content is wrong; the text says which record and why.
    case seedInvalid(String)
    /// The database file could not be created, opened or replaced.
    case databaseUnavailable(path: String, reason: String)
    /// A query failed on a database that opened.
    case queryFailed(String)
    /// A row holds a value of the wrong type, even in a freshly built database.
    case rowUndecodable(String)

    public var description: String {
        switch self {
        case .seedMissing(let file, let searched):
            "the catalogue's \(file) is missing; looked in " + searched.joined(separator: ", ")
        case .seedUnreadable(let reason): "the catalogue's seed could not be read: \(reason)"
        case .seedInvalid(let reason): "the catalogue's seed is invalid: \(reason)"
        case .databaseUnavailable(let path, let reason): "the catalogue database at \(path) is unavailable: \(reason)"
        case .queryFailed(let reason): "the catalogue could not answer: \(reason)"
        case .rowUndecodable(let reason): "the catalogue holds a value it cannot read: \(reason)"
        }
    }
}
