import Foundation

/// Which films (`/discover/movie`) or series (`/discover/tv`) a discovery lists, and in what order.
/// Every filter left nil (or empty) is not sent, and TMDb then does not filter by it.
public struct TMDbDiscoveryFilters: Sendable, Equatable {
    /// Titles in all of these genres (TMDb's `with_genres`, ids joined with commas).
    public var genreIDs: [Int]
    /// Titles first out in this year: a film's `primary_release_year`, a series' `first_air_date_year`.
    public var year: Int?
    public var sortOrder: TMDbSortOrder?
    /// Titles with at least this many votes (`vote_count.gte`).
    public var minimumVoteCount: Int?

    public init(genreIDs: [Int] = [], year: Int? = nil, sortOrder: TMDbSortOrder? = nil, minimumVoteCount: Int? = nil) {
        self.genreIDs = genreIDs
        self.year = year
        self.sortOrder = sortOrder
        self.minimumVoteCount = minimumVoteCount
    }

    /// The filters as query items; `yearName` is the year's parameter, which differs by kind.
    func queryItems(yearName: String) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        if !genreIDs.isEmpty { items.append(URLQueryItem(name: "with_genres", value: genreIDs.map(String.init).joined(separator: ","))) }
        if let year { items.append(URLQueryItem(name: yearName, value: String(year))) }
        if let sortOrder { items.append(URLQueryItem(name: "sort_by", value: sortOrder.rawValue)) }
        if let minimumVoteCount { items.append(URLQueryItem(name: "vote_count.gte", value: String(minimumVoteCount))) }
        return items
    }
}
