/// One page of a list TMDb hands out a page at a time (popular, top rated, search, trending, …).
public struct TMDbPage<Item: Decodable & Sendable>: Decodable, Sendable {
    /// The page's number, from 1.
    public let page: Int
    public let results: [Item]
    /// How many pages the whole list has; TMDb serves at most 500 of them.
    public let totalPages: Int?
    /// How many items the whole list has.
    public let totalResults: Int?

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

extension TMDbPage: Equatable where Item: Equatable {}
