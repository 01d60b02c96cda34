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

    public init(id: TVSeries.ID, name: String, firstAirDate: CalendarDate?, rating: Rating?, overview: String?, figuresAsOf: String?) {
        self.id = id
        self.name = name
        self.firstAirDate = firstAirDate
        self.rating = rating
        self.overview = overview
        self.figuresAsOf = figuresAsOf
    }
}
