public import CoreDomain

/// A film as the library shows it, asked of the Movies context when shown and never stored:
/// its title, year and the source's rating (its average vote out of 10).
public struct MoviePreview: Sendable, Equatable {
    public let id: Int
    public let title: String
    public let year: Int?
    public let rating: Rating?

    public init(id: Int, title: String, year: Int?, rating: Rating?) {
        self.id = id
        self.title = title
        self.year = year
        self.rating = rating
    }
}
