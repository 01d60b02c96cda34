/// How the watched list is ordered. The raw values are the command line's words.
public enum WatchedSort: String, Sendable, CaseIterable {
    /// Newest watch first (the default).
    case watched
    /// By name, A to Z; titles the source no longer knows last.
    case title
    /// The person's rating, highest first; watches not rated last.
    case rating
}
