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
    /// Its genres, where the list gives them (a discovery's do); empty where it does not.
    public let genres: [Genre]

    public init(
        id: Movie.ID, title: String, releaseDate: CalendarDate?, rating: Rating?, overview: String?, figuresAsOf: String? = nil,
        genres: [Genre] = []
    ) {
        self.figuresAsOf = figuresAsOf
        self.genres = genres
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.rating = rating
        self.overview = overview
    }

    public var releaseYear: Int? { releaseDate?.year }

    enum CodingKeys: String, CodingKey {
        case id, title, releaseDate, rating, overview, figuresAsOf, genres
    }

    /// Reads a preview kept before previews carried genres as one without them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Movie.ID.self, forKey: .id), title: try container.decode(String.self, forKey: .title),
            releaseDate: try container.decodeIfPresent(CalendarDate.self, forKey: .releaseDate),
            rating: try container.decodeIfPresent(Rating.self, forKey: .rating),
            overview: try container.decodeIfPresent(String.self, forKey: .overview),
            figuresAsOf: try container.decodeIfPresent(String.self, forKey: .figuresAsOf),
            genres: try container.decodeIfPresent([Genre].self, forKey: .genres) ?? [])
    }
}
