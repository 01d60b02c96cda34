import IntelligenceApplication
import IntelligenceDomain
import IntelligenceTestSupport

@testable import IntelligenceInfrastructure

/// Asks the embedded answerer questions the way the app does: through the ask use case, over
/// mock providers, so that every fact it states had to come back from a tool call it made.
struct AnswererHarness {
    let catalogue = StockedCatalogue()

    func ask(_ question: String, about title: TitleReference) async throws -> Reply {
        let application = IntelligenceApplicationFactory(
            movies: catalogue.movies, tvSeries: catalogue.tvSeries, credits: catalogue.credits, people: catalogue.people,
            model: EmbeddedAnswerer(), store: MockConversationStore(), newID: CountingIDs().next, now: { IntelligenceFixtures.moment })
        return try await application.makeAskQuestionUseCase().execute(question, about: title, keep: false)
    }
}
