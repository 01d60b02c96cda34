/// Which list of a kind: the most popular, the best rated, those trending, those like one title,
/// or those a filter finds.
public enum TitleListSelection: Sendable, Hashable {
    case popular
    case topRated
    /// What is trending over `window`; nil for the source's own choice (the week).
    case trending(window: TitleListWindow?)
    /// Titles like the one with this id, of the same kind.
    case similar(to: Int)
    /// Titles that pass a filter, which the discovery's command says.
    case discovery(TitleListDiscovery)
}
