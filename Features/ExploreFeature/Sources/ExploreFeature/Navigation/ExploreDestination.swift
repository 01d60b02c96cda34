/// A link the explore screen offers once its lists have loaded.
public enum ExploreDestination: Sendable, Hashable {
    /// The prompt that asks for a title or a name to search for.
    case search
    /// A film, a series, a person, or the discovery by a genre.
    case item(ExploreItemKind, id: Int)
    /// The whole list a section shows the first rows of.
    case list(ExploreList)
}
