public import CoreDomain

/// The little a list needs to show about a movie: enough to recognise it and open it.
public struct MoviePreview: Sendable, Equatable, Codable, Identifiable {
    public let id: Movie.ID
    public let title: String
    public let releaseDate: CalendarDate?
    /// Nil when nobody has voted.
    public let rating: Rating?
    public let overview: String?
    /// When the rating was taken ("2017"); nil where the source's figures are current.
    public let figuresAsOf: String?

    public init(id: Movie.ID, title: String, releaseDate: CalendarDate?, rating: Rating?, overview: String?, figuresAsOf: String? = nil) {
        self.figuresAsOf = figuresAsOf
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.rating = rating
        self.overview = overview
    }

    public var releaseYear: Int? { releaseDate?.year }
}
