/// What is known today of something in the history.
public enum Recollection: Sendable, Equatable {
    /// Found, with its current name and year.
    case found(SearchResult)
    /// The source no longer has it.
    case notFound
    /// The source could not be asked; the reason is for people.
    case unavailable(String)
}
