public import CoreDomain
public import PeopleDomain
public import TestDoubles

/// A hand-written `PersonRepository` that records each call and answers with what the test stubbed.
public final class MockPersonRepository: PersonRepository {
    public let answers = PersonStubbedAnswers<PersonRepositoryError>(
        PersonStubs.Answers(), unstubbed: .source(.unavailable("not stubbed")))

    public init() {}

    public func person(withID id: Person.ID) async throws(PersonRepositoryError) -> Person {
        try answers.respond(to: .person(id), with: \.person)
    }

    public func credits(ofPersonWithID id: Person.ID) async throws(PersonRepositoryError) -> PersonCredits {
        try answers.respond(to: .credits(id), with: \.credits)
    }

    public func popularPeople(page: Int) async throws(PersonRepositoryError) -> PersonPage {
        try answers.respond(to: .popular(page: page), with: \.page)
    }

    public func trendingPeople(window: TrendingWindow, page: Int) async throws(PersonRepositoryError) -> TrendingPeoplePage {
        try answers.respond(to: .trending(window, page: page), with: \.trending)
    }
}
