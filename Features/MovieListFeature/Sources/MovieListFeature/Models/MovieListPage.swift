/// One page of a movie list, in the screen's own terms.
public struct MovieListPage: Sendable, Equatable, Codable {
    /// Pages count from 1.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let movies: [MovieListItem]
    /// For a list of similar movies, the title of the movie they resemble.
    public let subjectTitle: String?

    public init(page: Int, totalPages: Int, totalResults: Int, movies: [MovieListItem], subjectTitle: String? = nil) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
        self.subjectTitle = subjectTitle
    }

    private enum CodingKeys: String, CodingKey {
        case page, totalPages, totalResults, movies, subjectTitle
    }

    /// Every key is always written; what is unknown is `null` (see docs/json.md).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(page, forKey: .page)
        try container.encode(totalPages, forKey: .totalPages)
        try container.encode(totalResults, forKey: .totalResults)
        try container.encode(movies, forKey: .movies)
        try container.encode(subjectTitle, forKey: .subjectTitle)
    }
}
