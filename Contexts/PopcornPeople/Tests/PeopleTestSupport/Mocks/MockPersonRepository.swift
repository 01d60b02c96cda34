import CoreDomain
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
}
