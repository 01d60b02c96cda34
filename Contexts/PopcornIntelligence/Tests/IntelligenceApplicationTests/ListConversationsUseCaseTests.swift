import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct ListConversationsUseCaseTests {
    @Test func listsWhatTheStoreKeepsMostRecentFirst() async throws {
        let first = Conversation(
            id: ConversationID("a"), title: IntelligenceFixtures.fightClubReference, titleName: "Fight Club",
            startedAt: IntelligenceFixtures.moment)
        let second = Conversation(
            id: ConversationID("b"), title: IntelligenceFixtures.gameOfThronesReference, titleName: "Game of Thrones",
            startedAt: IntelligenceFixtures.later)
        let store = MockConversationStore(keeping: [second, first])
        #expect(try await DefaultListConversationsUseCase(store: store).execute() == [second.summary, first.summary])
    }

    @Test func passesOnWhyTheStoreCouldNotBeRead() async {
        let store = MockConversationStore()
        store.answers.fail(with: .unavailable("locked"))
        await #expect(throws: ListConversationsError.unavailable("locked")) {
            try await DefaultListConversationsUseCase(store: store).execute()
        }
    }
}
