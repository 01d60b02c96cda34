public import CoreDomain

/// A series as the library shows it, asked of the TV series context when shown and never
/// stored: its name, first year and the source's rating (its average vote out of 10).
public struct TVSeriesPreview: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let year: Int?
    public let rating: Rating?

    public init(id: Int, name: String, year: Int?, rating: Rating?) {
        self.id = id
        self.name = name
        self.year = year
        self.rating = rating
    }
}
