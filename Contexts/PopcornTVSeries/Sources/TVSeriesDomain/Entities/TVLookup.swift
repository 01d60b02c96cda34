/// What was asked for and is not there, with what the source has instead, so that the answer can
/// say what to ask next.
public enum TVLookup: Sendable, Equatable {
    /// No series has this id.
    case series(TVSeries.ID)
    /// The series has no such season; `available` are the seasons it has.
    case season(seriesID: TVSeries.ID, seasonNumber: Int, available: [Int])
    /// The season has no such episode; it has `episodeCount` (nil: not known).
    case episode(seriesID: TVSeries.ID, seasonNumber: Int, episodeNumber: Int, episodeCount: Int?)
    /// The season exists but the catalogue holds none of its episodes.
    case episodesNotHeld(seriesID: TVSeries.ID, seasonNumber: Int)

    /// The series the lookup was about.
    public var seriesID: TVSeries.ID {
        switch self {
        case .series(let id): id
        case .season(let id, _, _), .episode(let id, _, _, _), .episodesNotHeld(let id, _): id
        }
    }
}
