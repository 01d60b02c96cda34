/// What went wrong with a PostgreSQL database, in words a person can act on. No case ever holds a
/// password, nor a query's values.
public enum PostgresStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The URL cannot be used; the text says why, without the URL.
    case invalidAddress(String)
    /// No server answered at the address within the time given, or the connection was lost; nothing
    /// was written.
    case unreachable(address: String, reason: String)
    /// The server refused the user or the password.
    case credentialsRejected(address: String)
    /// The server had no connection to spare (SQLSTATE 53300) however long it was asked again.
    case busy(address: String)
    /// The server answered a statement with an error (SQLSTATE and message), or a row could not be read.
    case failed(String)

    public var description: String {
        switch self {
        case .invalidAddress(let reason): "the PostgreSQL URL cannot be used: \(reason)"
        case .unreachable(let address, let reason): "cannot reach PostgreSQL at \(address): \(reason)"
        case .credentialsRejected(let address): "PostgreSQL at \(address) refused the user or the password"
        case .busy(let address): "PostgreSQL at \(address) has no connection to spare (too many clients); try again later"
        case .failed(let reason): "PostgreSQL: \(reason)"
        }
    }
}
