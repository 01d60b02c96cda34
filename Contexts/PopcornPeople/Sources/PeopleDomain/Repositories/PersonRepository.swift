public import CoreDomain

/// Where the People context gets its people. Callers never learn whether an answer came from a
/// cache or from the source behind it.
public protocol PersonRepository: Sendable {
    func person(withID id: Person.ID) async throws(PersonRepositoryError) -> Person
    func credits(ofPersonWithID id: Person.ID) async throws(PersonRepositoryError) -> PersonCredits
    func popularPeople(page: Int) async throws(PersonRepositoryError) -> PersonPage
    /// The people trending over `window`, most first; a source without such figures answers what it
    /// has instead and says so in the page's basis.
    func trendingPeople(window: TrendingWindow, page: Int) async throws(PersonRepositoryError) -> TrendingPeoplePage
}
