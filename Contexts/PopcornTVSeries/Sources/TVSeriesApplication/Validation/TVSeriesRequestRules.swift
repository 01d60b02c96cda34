import CoreDomain
import TVSeriesDomain

/// The limits every use case holds a request to before it asks the repository anything. Ids
/// follow CoreDomain's `Numbering` and pages its `Paging`, like every context's.
enum TVSeriesRequestRules {
    static func isValid(id: TVSeries.ID) -> Bool { Numbering.ids.contains(id) }

    /// Season 0 holds specials.
    static func isValid(seasonNumber: Int) -> Bool { Numbering.seasons.contains(seasonNumber) }

    static func isValid(episodeNumber: Int) -> Bool { Numbering.episodes.contains(episodeNumber) }
}
