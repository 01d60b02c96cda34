/// One page of an ordered list of movies, and where it stands in the whole list.
public struct MoviePage: Sendable, Equatable, Codable {
    /// Pages count from 1.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let movies: [MoviePreview]

    public init(page: Int, totalPages: Int, totalResults: Int, movies: [MoviePreview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
    }

    /// The same page without the movies `isExcluded` picks out; the totals are left as the source gave them.
    public func removingMovies(where isExcluded: (MoviePreview) -> Bool) -> MoviePage {
        MoviePage(page: page, totalPages: totalPages, totalResults: totalResults, movies: movies.filter { !isExcluded($0) })
    }
}
