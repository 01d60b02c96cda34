/// Why a durable store could not do what was asked.
public enum DataPersistenceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Keys are non-empty and made of letters, digits, `.`, `-` and `_`.
    case invalidKey(String)
    /// The stored data could not be read (the storage failed).
    case unreadable(key: String, reason: String)
    /// The data could not be written; what was stored before is unchanged.
    case unwritable(key: String, reason: String)
    /// The stored data was read but does not decode as what was asked for.
    case corrupt(key: String, reason: String)
    /// The store itself cannot be used (its file is not one of Popcorn's, or cannot be opened);
    /// the reason says what is wrong and what to do. Nothing was changed.
    case unavailable(String)

    public var description: String {
        switch self {
        case .invalidKey(let key):
            "\"\(key)\" is not a valid key: use letters, digits, '.', '-' and '_'"
        case .unreadable(let key, let reason):
            "could not read \"\(key)\": \(reason)"
        case .unwritable(let key, let reason):
            "could not write \"\(key)\": \(reason)"
        case .corrupt(let key, let reason):
            "the data stored under \"\(key)\" is damaged: \(reason)"
        case .unavailable(let reason):
            reason
        }
    }
}
