public import CoreDomain

/// A genre films are filed under, and how many films the source files there (nil where the source
/// gives no count: TMDb's genre list has none).
public struct MovieGenreSummary: Sendable, Hashable, Codable {
    public let genre: Genre
    public let movieCount: Int?

    public init(genre: Genre, movieCount: Int?) {
        self.genre = genre
        self.movieCount = movieCount
    }
}
