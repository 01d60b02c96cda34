/// Why the history could not be read or written; the reason says what is wrong and what to do.
public enum ViewHistoryError: Error, Sendable, Equatable {
    case unreadable(String)
    case unwritable(String)
}
