import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct DeleteConversationUseCaseTests {
    let kept = Conversation(
        id: ConversationID("a"), title: IntelligenceFixtures.fightClubReference, titleName: "Fight Club",
        startedAt: IntelligenceFixtures.moment)

    @Test func forgetsTheConversation() async throws {
        let store = MockConversationStore(keeping: [kept])
        try await DefaultDeleteConversationUseCase(store: store).execute(id: kept.id)
        #expect(store.kept.isEmpty)
    }

    @Test func saysWhenThereIsNoSuchConversation() async {
        let store = MockConversationStore(keeping: [kept])
        await #expect(throws: DeleteConversationError.notFound(ConversationID("b"))) {
            try await DefaultDeleteConversationUseCase(store: store).execute(id: ConversationID("b"))
        }
        store.answers.fail(with: .unwritable("read-only"))
        await #expect(throws: DeleteConversationError.store(.unwritable("read-only"))) {
            try await DefaultDeleteConversationUseCase(store: store).execute(id: kept.id)
        }
        #expect(store.kept == [kept])
    }
}
