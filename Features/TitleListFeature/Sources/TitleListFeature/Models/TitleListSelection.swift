/// Which list of a kind: the most popular, the best rated, or those like one title.
public enum TitleListSelection: Sendable, Hashable {
    case popular
    case topRated
    /// Titles like the one with this id, of the same kind.
    case similar(to: Int)
}
