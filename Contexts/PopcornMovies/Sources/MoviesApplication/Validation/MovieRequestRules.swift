import CoreDomain
import MoviesDomain

/// The limits every use case holds a request to before it asks the repository anything, and
/// the one check of a page against the list it came from.
enum MovieRequestRules {
    static func isValid(movieID id: Movie.ID) -> Bool {
        id > 0
    }

    static func isValid(page: Int) -> Bool {
        Paging.isValid(page)
    }

    /// The last page when `page` lies past the end of a list that has movies; nil when it is in range.
    static func lastPageIfPastEnd(_ page: MoviePage) -> Int? {
        Paging.isPastEnd(page.page, totalPages: page.totalPages, totalResults: page.totalResults) ? page.totalPages : nil
    }
}
