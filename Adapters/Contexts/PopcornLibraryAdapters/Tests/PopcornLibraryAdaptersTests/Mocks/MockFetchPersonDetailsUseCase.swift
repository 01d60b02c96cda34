import CoreDomain
import PeopleApplication
import PeopleDomain
import TestDoubles

/// A hand-written `FetchPersonDetailsUseCase` of the People context: records the ids it is
/// asked for and answers with the person the test stubbed, or the failure it set.
final class MockFetchPersonDetailsUseCase: FetchPersonDetailsUseCase {
    let answers = StubbedAnswers<Person.ID, Person?, FetchPersonDetailsError>(
        nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(id: Person.ID) async throws(FetchPersonDetailsError) -> Person {
        try answers.respond(to: id, with: \.self)
    }
}
