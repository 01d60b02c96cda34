public import CoreDomain

/// A film as Intelligence needs to talk about it. Anything the catalogue does not know is nil (or
/// empty), never a guess.
public struct MovieDetails: Sendable, Equatable {
    public let id: Int
    public let title: String
    public let releaseDate: CalendarDate?
    public let runtimeMinutes: Int?
    public let genres: [String]
    public let rating: Rating?
    /// In US dollars, as the catalogue records it.
    public let budget: Int?
    public let revenue: Int?

    public init(
        id: Int, title: String, releaseDate: CalendarDate? = nil, runtimeMinutes: Int? = nil, genres: [String] = [],
        rating: Rating? = nil, budget: Int? = nil, revenue: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.releaseDate = releaseDate
        self.runtimeMinutes = runtimeMinutes
        self.genres = genres
        self.rating = rating
        self.budget = budget
        self.revenue = revenue
    }
}
