/// Why the entries could not be read or written; the reason says what is wrong.
public enum IntelligenceEntryStoreError: Error, Sendable, Equatable {
    case unreadable(String)
    case unwritable(String)
}
