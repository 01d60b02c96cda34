/// What a series credit's episode count counts.
public enum EpisodeCountBasis: String, Sendable, Equatable, Codable {
    /// The source's recorded count for the whole series (TMDb's figure for the main cast).
    case recorded
    /// The episodes the catalogue holds that credit the person.
    case episodesHeld
}
