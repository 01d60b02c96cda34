import CoreDomain
import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct FetchTVSeriesPreviewUseCaseTests {
    let tvSeries = MockTVSeriesProvider()
    var useCase: some FetchTVSeriesPreviewUseCase { DefaultFetchTVSeriesPreviewUseCase(tvSeries: tvSeries) }

    @Test func answersWithWhatTheProviderSays() async throws {
        tvSeries.answers.know(IntelligenceFixtures.tvSeries)
        #expect(try await useCase.execute(id: 7) == IntelligenceFixtures.tvSeries)
        #expect(tvSeries.answers.calls == [.tvSeries(7)])
    }

    @Test func passesOnWhyTheProviderCouldNotSay() async {
        await #expect(throws: FetchTVSeriesPreviewError.notFound) { try await useCase.execute(id: 8) }
        tvSeries.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: FetchTVSeriesPreviewError.source(.unavailable("offline"))) { try await useCase.execute(id: 7) }
    }
}
