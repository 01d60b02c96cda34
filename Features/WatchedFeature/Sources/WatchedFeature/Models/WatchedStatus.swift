/// What is known today of a title watched; written in JSON as its name.
public enum WatchedStatus: String, Sendable, Equatable, Encodable {
    /// Found, with its current name and year.
    case found
    /// The source no longer has it.
    case notFound
    /// The source could not be asked.
    case unavailable
}
