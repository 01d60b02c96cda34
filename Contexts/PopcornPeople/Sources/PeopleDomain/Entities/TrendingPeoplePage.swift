public import CoreDomain

/// A page of the people trending, and what the list was drawn from: the source's figures over a
/// window, or, in a snapshot without them, the people credited on its most popular recent titles.
public struct TrendingPeoplePage: Sendable, Equatable, Codable {
    public let people: PersonPage
    public let basis: TrendingBasis

    public init(people: PersonPage, basis: TrendingBasis) {
        self.people = people
        self.basis = basis
    }
}
