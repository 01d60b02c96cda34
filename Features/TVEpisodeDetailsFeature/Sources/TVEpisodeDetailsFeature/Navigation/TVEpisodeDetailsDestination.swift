/// A link the episode screen offers: the episodes before and after it in its season, and the season.
public enum TVEpisodeDetailsDestination: Sendable, Equatable {
    case previousEpisode
    case nextEpisode
    case season
    /// A guest star or a crew member, by their person id.
    case person(id: Int)
}
