import LibraryDomain
import WatchlistFeature

extension WatchlistSort {
    /// The Library's order for the one the screen names.
    init(_ order: WatchlistOrder) {
        switch order {
        case .added: self = .added
        case .title: self = .title
        case .year: self = .year
        case .rating: self = .rating
        }
    }
}
