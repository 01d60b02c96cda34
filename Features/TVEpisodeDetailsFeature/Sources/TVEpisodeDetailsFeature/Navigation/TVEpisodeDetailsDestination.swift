/// A link the screen offers once it has loaded.
public enum TVEpisodeDetailsDestination: Sendable, Equatable {
    case details(id: Int)
}
