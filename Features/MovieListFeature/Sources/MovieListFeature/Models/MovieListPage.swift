public import Presentation

/// One page of a movie list, in the screen's own terms.
public struct MovieListPage: Sendable, Equatable, JSONRecord {
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
}
