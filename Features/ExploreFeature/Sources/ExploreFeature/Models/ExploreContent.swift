public import Presentation

/// What the explore screen shows: a few rows of each of several lists, each leading to the whole
/// list; and, where it is the browser's home, the way to search.
public struct ExploreContent: Sendable, Equatable, JSONRecord {
    public let sections: [ExploreSection]
    /// Whether the screen offers the search prompt first (the browser's home does).
    public let offersSearch: Bool

    public init(sections: [ExploreSection], offersSearch: Bool) {
        self.sections = sections
        self.offersSearch = offersSearch
    }
}
