public import CoreDomain
public import PeopleDomain
public import PeopleInfrastructure
public import TestDoubles

/// A hand-written `PersonRemoteDataSource` that records each call and answers with what the test stubbed.
public final class MockPersonRemoteDataSource: PersonRemoteDataSource {
    public let answers = PersonStubbedAnswers<PersonRemoteDataSourceError>(
        PersonStubs.Answers(), unstubbed: .unreachable("not stubbed"))

    public init() {}

    public func person(withID id: Person.ID) async throws(PersonRemoteDataSourceError) -> Person {
        try answers.respond(to: .person(id), with: \.person)
    }

    public func credits(ofPersonWithID id: Person.ID) async throws(PersonRemoteDataSourceError) -> PersonCredits {
        try answers.respond(to: .credits(id), with: \.credits)
    }

    public func popularPeople(page: Int) async throws(PersonRemoteDataSourceError) -> PersonPage {
        try answers.respond(to: .popular(page: page), with: \.page)
    }

    public func trendingPeople(window: TrendingWindow, page: Int) async throws(PersonRemoteDataSourceError) -> TrendingPeoplePage {
        try answers.respond(to: .trending(window, page: page), with: \.trending)
    }
}
