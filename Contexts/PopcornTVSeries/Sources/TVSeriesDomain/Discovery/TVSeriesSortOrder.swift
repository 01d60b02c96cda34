/// What discovered series are ordered by. Popularity, rating and first air date put the highest or
/// newest first, the name from A; a `TVSeriesDiscoverySort` can turn any of them round.
public enum TVSeriesSortOrder: String, Sendable, Equatable, Codable, CaseIterable {
    case popularity
    /// Highest average first, ties to the series with more votes; only series with enough votes
    /// (see `TVSeriesDiscoveryRules.minimumVotes(for:)`).
    case rating
    case firstAirDate
    case name
}
