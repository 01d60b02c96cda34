/// Which list the screen shows.
public enum MovieListKind: Sendable, Equatable {
    case popular
    case topRated
    /// Movies like the one with this id.
    case similar(movieID: Int)
}
