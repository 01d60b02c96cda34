/// How the watchlist is ordered. The raw values are the command line's words.
public enum WatchlistSort: String, Sendable, CaseIterable {
    /// Newest added first (the default).
    case added
    /// By name, A to Z; titles the source no longer knows last.
    case title
    /// Newest year first; titles without a year last.
    case year
    /// The source's rating, highest first; unrated titles last.
    case rating
}
