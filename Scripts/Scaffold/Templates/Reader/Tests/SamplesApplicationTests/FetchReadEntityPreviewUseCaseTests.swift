import CoreDomain
import SamplesDomain
import SamplesTestSupport
import TestDoubles
import Testing

@testable import SamplesApplication

@Suite struct FetchReadEntityPreviewUseCaseTests {
    let readItems = MockReadEntityProvider()
    var useCase: some FetchReadEntityPreviewUseCase { DefaultFetchReadEntityPreviewUseCase(readItems: readItems) }

    @Test func answersWithWhatTheProviderSays() async throws {
        readItems.answers.know(SamplesFixtures.readEntity)
        #expect(try await useCase.execute(id: 7) == SamplesFixtures.readEntity)
        #expect(readItems.answers.calls == [.readEntity(7)])
    }

    @Test func passesOnWhyTheProviderCouldNotSay() async {
        await #expect(throws: FetchReadEntityPreviewError.notFound) { try await useCase.execute(id: 8) }
        readItems.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: FetchReadEntityPreviewError.source(.unavailable("offline"))) { try await useCase.execute(id: 7) }
    }
}
