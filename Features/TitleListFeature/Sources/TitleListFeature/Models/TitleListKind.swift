public import Presentation

/// Which list the screen shows.
public enum TitleListKind: Sendable, Equatable {
    case popular
    case topRated
    /// Movies like the one with this id.
    case similar(movieID: Int)
    case popularSeries
    case topRatedSeries
    /// Series like the one with this id.
    case similarSeries(seriesID: Int)

    /// What the list holds.
    public var itemKind: ItemKind {
        switch self {
        case .popular, .topRated, .similar: .movie
        case .popularSeries, .topRatedSeries, .similarSeries: .tv
        }
    }
}
