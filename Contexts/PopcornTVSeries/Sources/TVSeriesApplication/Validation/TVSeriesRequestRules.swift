import CoreDomain
import TVSeriesDomain

/// The limits every use case holds a request to before it asks the repository anything, and the
/// one check of a page against the list it came from.
enum TVSeriesRequestRules {
    static func isValid(seriesID id: TVSeries.ID) -> Bool { id > 0 }

    /// Season 0 holds specials.
    static func isValid(seasonNumber: Int) -> Bool { seasonNumber >= 0 }

    static func isValid(episodeNumber: Int) -> Bool { episodeNumber >= 1 }

    static func isValid(page: Int) -> Bool { Paging.isValid(page) }

    /// The last page when `page` lies past the end of a list that has series; nil when it is in range.
    static func lastPageIfPastEnd(_ page: TVSeriesPage) -> Int? {
        Paging.isPastEnd(page.page, totalPages: page.totalPages, totalResults: page.totalResults) ? page.totalPages : nil
    }
}
