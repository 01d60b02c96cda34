public import CoreDomain
public import PeopleDomain

/// A source outside the app that the repository asks for people. Adapters in
/// `Adapters/Contexts/PopcornPeopleAdapters` fill it and map their vendor's records into the context's types.
public protocol PersonRemoteDataSource: Sendable {
    func person(withID id: Person.ID) async throws(PersonRemoteDataSourceError) -> Person
    func credits(ofPersonWithID id: Person.ID) async throws(PersonRemoteDataSourceError) -> PersonCredits
    func popularPeople(page: Int) async throws(PersonRemoteDataSourceError) -> PersonPage
    func trendingPeople(window: TrendingWindow, page: Int) async throws(PersonRemoteDataSourceError) -> TrendingPeoplePage
}
