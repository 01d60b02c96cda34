/// What a discovery orders films by. Each order's natural direction: the most popular, the best
/// rated and the newest first, titles from A; `MovieDiscoveryOrder.reversed` turns it round. A sort
/// by rating breaks ties by the number of votes (more first), and counts only films with the
/// top-rated threshold of votes (`TopRatedMovieRule`) unless the filter sets a minimum of its own.
public enum MovieDiscoverySort: String, Sendable, Hashable, Codable, CaseIterable {
    case popularity
    case rating
    case releaseDate
    case title
}
