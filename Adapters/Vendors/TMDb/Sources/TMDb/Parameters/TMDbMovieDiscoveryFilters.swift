import Foundation

/// Which films `/discover/movie` lists, and in what order. Every filter left nil (or empty) is not
/// sent, and TMDb then does not filter by it.
public struct TMDbMovieDiscoveryFilters: Sendable, Equatable {
    /// Films in all of these genres (TMDb's `with_genres`, ids joined with commas).
    public var genreIDs: [Int]
    /// Films first released in this year (`primary_release_year`).
    public var year: Int?
    public var sortOrder: TMDbSortOrder?
    /// Films with at least this many votes (`vote_count.gte`).
    public var minimumVoteCount: Int?

    public init(genreIDs: [Int] = [], year: Int? = nil, sortOrder: TMDbSortOrder? = nil, minimumVoteCount: Int? = nil) {
        self.genreIDs = genreIDs
        self.year = year
        self.sortOrder = sortOrder
        self.minimumVoteCount = minimumVoteCount
    }

    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if !genreIDs.isEmpty { items.append(URLQueryItem(name: "with_genres", value: genreIDs.map(String.init).joined(separator: ","))) }
        if let year { items.append(URLQueryItem(name: "primary_release_year", value: String(year))) }
        if let sortOrder { items.append(URLQueryItem(name: "sort_by", value: sortOrder.rawValue)) }
        if let minimumVoteCount { items.append(URLQueryItem(name: "vote_count.gte", value: String(minimumVoteCount))) }
        return items
    }
}
