/// What a row of the explore screen is: a film, a series, a person, or a genre of films or of series.
public enum ExploreItemKind: String, Sendable, Hashable, Codable {
    case movie
    case tv
    case person
    case movieGenre
    case tvGenre
}
