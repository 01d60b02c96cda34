/// Why the library could not be read or written; each reason is for people. No case changed
/// anything.
public enum LibraryRepositoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the library is kept cannot be reached (a server down, a folder that cannot be made).
    case unreachable(String)
    /// Where the library is kept refused the credentials it was given (a server that refuses the
    /// user or the password).
    case credentialsRefused(String)
    /// What was found where the library is kept is not a library; it was left as it was.
    case notALibrary(String)
    /// The library was reached but what it holds could not be read.
    case unreadable(String)
    /// The library was reached but the change could not be written.
    case unwritable(String)

    public var description: String {
        switch self {
        case .unreachable(let reason), .credentialsRefused(let reason), .notALibrary(let reason), .unreadable(let reason),
            .unwritable(let reason):
            reason
        }
    }
}
