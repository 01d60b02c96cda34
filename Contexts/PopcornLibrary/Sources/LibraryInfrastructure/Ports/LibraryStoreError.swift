/// Why a `LibraryStore` or `HistoryStore` could not do what was asked; each reason is for
/// people, says what is wrong and, where it can, what to do. No case ever changed anything.
public enum LibraryStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The store cannot be reached: a database server that does not answer (or refuses the
    /// connection), a folder that cannot be made. The command line exits 69 for it.
    case unreachable(String)
    /// The store was reached but refused the credentials it was given (a database server that
    /// refuses the user or the password); the reason never holds the password. The command line
    /// exits 77 for it.
    case credentialsRefused(String)
    /// The store was reached but is not a library: a file that is not a database or is some
    /// other program's, a database whose schema is not Popcorn's. It was not written to.
    case notALibrary(String)
    /// The store was reached, but what it holds could not be read (a damaged row).
    case unreadable(String)
    /// The store was reached, but the change could not be written; nothing of it landed.
    case unwritable(String)

    public var description: String {
        switch self {
        case .unreachable(let reason), .credentialsRefused(let reason), .notALibrary(let reason), .unreadable(let reason),
            .unwritable(let reason):
            reason
        }
    }
}
