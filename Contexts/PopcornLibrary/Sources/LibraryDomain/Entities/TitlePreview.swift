public import CoreDomain

/// What a film, a series or a person is today, as the library shows it beside its own entries:
/// asked of the context that owns it each time, never stored. A person has no year or rating.
public struct TitlePreview: Sendable, Equatable {
    public let name: String
    public let year: Int?
    /// The source's rating (its average vote), not the person's.
    public let rating: Rating?

    public init(name: String, year: Int?, rating: Rating?) {
        self.name = name
        self.year = year
        self.rating = rating
    }
}
