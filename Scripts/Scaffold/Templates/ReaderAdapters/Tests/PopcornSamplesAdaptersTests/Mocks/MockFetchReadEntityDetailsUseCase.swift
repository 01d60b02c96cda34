import CoreDomain
import ReadItemsApplication
import ReadItemsDomain
import TestDoubles

/// A hand-written `FetchReadEntityDetailsUseCase` of the Read items context: records the ids it is
/// asked for and answers with the read entity the test stubbed, or the failure it set.
final class MockFetchReadEntityDetailsUseCase: FetchReadEntityDetailsUseCase {
    let answers = StubbedAnswers<ReadEntity.ID, ReadEntity?, FetchReadEntityDetailsError>(
        nil, unstubbed: .source(.unavailable("not stubbed")))

    func execute(id: ReadEntity.ID) async throws(FetchReadEntityDetailsError) -> ReadEntity {
        try answers.respond(to: id, with: \.self)
    }
}
