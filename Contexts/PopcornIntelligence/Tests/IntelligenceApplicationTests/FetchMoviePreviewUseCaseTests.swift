import CoreDomain
import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct FetchMoviePreviewUseCaseTests {
    let movies = MockMovieProvider()
    var useCase: some FetchMoviePreviewUseCase { DefaultFetchMoviePreviewUseCase(movies: movies) }

    @Test func answersWithWhatTheProviderSays() async throws {
        movies.answers.know(IntelligenceFixtures.movie)
        #expect(try await useCase.execute(id: 7) == IntelligenceFixtures.movie)
        #expect(movies.answers.calls == [.movie(7)])
    }

    @Test func passesOnWhyTheProviderCouldNotSay() async {
        await #expect(throws: FetchMoviePreviewError.notFound) { try await useCase.execute(id: 8) }
        movies.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: FetchMoviePreviewError.source(.unavailable("offline"))) { try await useCase.execute(id: 7) }
    }
}
