import Foundation

/// Which films (`/discover/movie`) or series (`/discover/tv`) a discovery lists, and in what order.
/// Every filter left nil (or empty) is not sent, and TMDb then does not filter by it.
public struct TMDbDiscoveryFilters: Sendable, Equatable {
    /// Titles in these genres (TMDb's `with_genres`): all of them, ids joined with commas, or any
    /// of them when `anyGenre` is set, joined with pipes.
    public var genreIDs: [Int]
    public var anyGenre: Bool
    /// Titles first out in this year: a film's `primary_release_year`, a series' `first_air_date_year`.
    public var year: Int?
    /// Titles first out on or after this day ("YYYY-MM-DD"): `primary_release_date.gte`, `first_air_date.gte`.
    public var firstOutFrom: String?
    /// Titles first out on or before this day: `primary_release_date.lte`, `first_air_date.lte`.
    public var firstOutThrough: String?
    public var sortOrder: TMDbSortOrder?
    /// Titles with at least this many votes (`vote_count.gte`).
    public var minimumVoteCount: Int?
    /// Titles rated at least this, from 0 to 10 (`vote_average.gte`).
    public var minimumVoteAverage: Double?
    /// Runtimes in minutes, films only (`with_runtime.gte`, `with_runtime.lte`).
    public var minimumRuntime: Int?
    public var maximumRuntime: Int?
    /// An ISO 639-1 code (`with_original_language`).
    public var originalLanguage: String?
    /// Keyword ids, films only (`with_keywords`): every group must match, any id of a group will
    /// do; groups are joined with commas and the ids of one group with pipes.
    public var keywordIDGroups: [[Int]]

    public init(
        genreIDs: [Int] = [], year: Int? = nil, sortOrder: TMDbSortOrder? = nil, minimumVoteCount: Int? = nil,
        anyGenre: Bool = false, firstOutFrom: String? = nil, firstOutThrough: String? = nil, minimumVoteAverage: Double? = nil,
        minimumRuntime: Int? = nil, maximumRuntime: Int? = nil, originalLanguage: String? = nil, keywordIDGroups: [[Int]] = []
    ) {
        self.genreIDs = genreIDs
        self.year = year
        self.sortOrder = sortOrder
        self.minimumVoteCount = minimumVoteCount
        self.anyGenre = anyGenre
        self.firstOutFrom = firstOutFrom
        self.firstOutThrough = firstOutThrough
        self.minimumVoteAverage = minimumVoteAverage
        self.minimumRuntime = minimumRuntime
        self.maximumRuntime = maximumRuntime
        self.originalLanguage = originalLanguage
        self.keywordIDGroups = keywordIDGroups
    }

    /// The filters as query items; `yearName` is the year's parameter and `dateName` the first
    /// day's (without `.gte`/`.lte`), which differ by kind.
    func queryItems(yearName: String, dateName: String) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        func add(_ name: String, _ value: String?) { if let value { items.append(URLQueryItem(name: name, value: value)) } }
        if !genreIDs.isEmpty { add("with_genres", genreIDs.map(String.init).joined(separator: anyGenre ? "|" : ",")) }
        add(yearName, year.map(String.init))
        add("\(dateName).gte", firstOutFrom)
        add("\(dateName).lte", firstOutThrough)
        add("sort_by", sortOrder?.rawValue)
        add("vote_count.gte", minimumVoteCount.map(String.init))
        add("vote_average.gte", minimumVoteAverage.map { String($0) })
        add("with_runtime.gte", minimumRuntime.map(String.init))
        add("with_runtime.lte", maximumRuntime.map(String.init))
        add("with_original_language", originalLanguage)
        let groups = keywordIDGroups.filter { !$0.isEmpty }
        if !groups.isEmpty { add("with_keywords", groups.map { $0.map(String.init).joined(separator: "|") }.joined(separator: ",")) }
        return items
    }
}
