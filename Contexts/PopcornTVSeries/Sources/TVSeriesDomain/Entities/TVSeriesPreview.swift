public import CoreDomain

/// The little a list needs to show about a series.
public struct TVSeriesPreview: Sendable, Equatable, Codable, Identifiable {
    public let id: TVSeries.ID
    public let name: String
    public let firstAirDate: CalendarDate?
    public let rating: Rating?
    public let overview: String?
    /// When the rating was taken ("2019-05").
    public let figuresAsOf: String?
    /// Its genres, where the list gives them (discovery does; an answer kept before it did has none).
    public let genres: [Genre]

    public init(
        id: TVSeries.ID, name: String, firstAirDate: CalendarDate?, rating: Rating?, overview: String?, figuresAsOf: String?,
        genres: [Genre] = []
    ) {
        self.id = id
        self.name = name
        self.firstAirDate = firstAirDate
        self.rating = rating
        self.overview = overview
        self.figuresAsOf = figuresAsOf
        self.genres = genres
    }

    enum CodingKeys: String, CodingKey {
        case id, name, firstAirDate, rating, overview, figuresAsOf, genres
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(TVSeries.ID.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
            firstAirDate: try container.decodeIfPresent(CalendarDate.self, forKey: .firstAirDate),
            rating: try container.decodeIfPresent(Rating.self, forKey: .rating),
            overview: try container.decodeIfPresent(String.self, forKey: .overview),
            figuresAsOf: try container.decodeIfPresent(String.self, forKey: .figuresAsOf),
            genres: try container.decodeIfPresent([Genre].self, forKey: .genres) ?? [])
    }

    /// The same series with its genres named as `list` names them (TMDb's lists give ids only).
    public func namingGenres(from list: [TVSeriesGenre]) -> TVSeriesPreview {
        let names = Dictionary(list.map { ($0.genre.id, $0.genre.name) }, uniquingKeysWith: { first, _ in first })
        return TVSeriesPreview(
            id: id, name: name, firstAirDate: firstAirDate, rating: rating, overview: overview, figuresAsOf: figuresAsOf,
            genres: genres.map { Genre(id: $0.id, name: names[$0.id] ?? $0.name) })
    }
}
