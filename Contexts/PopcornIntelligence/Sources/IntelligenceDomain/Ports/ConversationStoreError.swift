/// Why conversations could not be read or written; the reason says what is wrong.
public enum ConversationStoreError: Error, Sendable, Equatable {
    /// A conversation was reached but could not be read (it is damaged).
    case unreadable(String)
    /// The change could not be written; what was kept before is unchanged.
    case unwritable(String)
    /// The store cannot be reached at all: nothing was read or changed.
    case unavailable(String)
}
