/// What is known today of a title on the watchlist; written in JSON as its name.
public enum WatchlistStatus: String, Sendable, Equatable, Encodable {
    /// Found, with its current name, year and rating.
    case found
    /// The source no longer has it.
    case notFound
    /// The source could not be asked.
    case unavailable
}
