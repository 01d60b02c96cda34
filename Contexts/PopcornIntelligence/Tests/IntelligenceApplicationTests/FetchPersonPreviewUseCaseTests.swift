import CoreDomain
import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct FetchPersonPreviewUseCaseTests {
    let people = MockPersonProvider()
    var useCase: some FetchPersonPreviewUseCase { DefaultFetchPersonPreviewUseCase(people: people) }

    @Test func answersWithWhatTheProviderSays() async throws {
        people.answers.know(IntelligenceFixtures.person)
        #expect(try await useCase.execute(id: 7) == IntelligenceFixtures.person)
        #expect(people.answers.calls == [.person(7)])
    }

    @Test func passesOnWhyTheProviderCouldNotSay() async {
        await #expect(throws: FetchPersonPreviewError.notFound) { try await useCase.execute(id: 8) }
        people.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: FetchPersonPreviewError.source(.unavailable("offline"))) { try await useCase.execute(id: 7) }
    }
}
