import TVSeriesDomain

/// The limits every use case holds a request to before it asks the repository anything. Pages
/// follow CoreDomain's `Paging`, like every context's.
enum TVSeriesRequestRules {
    static func isValid(id: TVSeries.ID) -> Bool { id > 0 }

    /// Season 0 holds specials.
    static func isValid(seasonNumber: Int) -> Bool { seasonNumber >= 0 }

    static func isValid(episodeNumber: Int) -> Bool { episodeNumber >= 1 }
}
