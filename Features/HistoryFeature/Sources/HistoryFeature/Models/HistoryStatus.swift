/// What is known today of an entry of the history; written in JSON as its name.
public enum HistoryStatus: String, Sendable, Equatable, Encodable {
    /// Found, with its current name and year.
    case found
    /// The source no longer has it.
    case notFound
    /// The source could not be asked.
    case unavailable
}
