/// Which list of a kind a section shows the first rows of.
public enum ExploreListName: String, Sendable, Hashable, Codable {
    case trending
    case popular
    case topRated = "top-rated"
}
