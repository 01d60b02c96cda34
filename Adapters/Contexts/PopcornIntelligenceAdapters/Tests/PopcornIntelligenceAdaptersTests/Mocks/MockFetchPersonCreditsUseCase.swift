import CoreDomain
import PeopleApplication
import PeopleDomain
import TestDoubles

/// A hand-written `FetchPersonCreditsUseCase` of the People context: records what it is asked for and answers
/// with what the test stubbed, or the failure it set.
final class MockFetchPersonCreditsUseCase: FetchPersonCreditsUseCase {
    let answers = StubbedAnswers<Int, PersonCreditsSelection?, FetchPersonCreditsError>(
        nil, unstubbed: .lookup(.source(.unavailable("not stubbed"))))

    func execute(personID: Person.ID, kind: TitleKind?, department: String?) async throws(FetchPersonCreditsError)
        -> PersonCreditsSelection
    {
        try answers.respond(to: personID, with: \.self)
    }
}
