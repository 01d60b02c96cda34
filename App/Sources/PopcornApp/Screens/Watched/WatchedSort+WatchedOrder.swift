import LibraryDomain
import WatchedFeature

extension WatchedSort {
    /// The Library's order for the one the screen names.
    init(_ order: WatchedOrder) {
        switch order {
        case .watched: self = .watched
        case .title: self = .title
        case .rating: self = .rating
        }
    }
}
