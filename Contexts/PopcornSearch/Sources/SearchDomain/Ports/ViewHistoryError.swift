/// Why the history could not be read or written; the reason says what is wrong and what to do.
public enum ViewHistoryError: Error, Sendable, Equatable {
    /// The history was reached, but what it holds could not be read (an entry is damaged).
    case unreadable(String)
    /// The history was reached, but the change could not be written.
    case unwritable(String)
    /// The history cannot be reached at all: its file or its folder cannot be opened or made, or
    /// the file is not one of Popcorn's. Nothing was read or changed, so an empty answer would be
    /// a lie.
    case unavailable(String)
}
