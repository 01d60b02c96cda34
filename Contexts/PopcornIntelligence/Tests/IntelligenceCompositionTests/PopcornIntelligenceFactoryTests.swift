import DataPersistence
import IntelligenceApplication
import IntelligenceComposition
import IntelligenceDomain
import IntelligenceTestSupport
import Testing

@Suite struct PopcornIntelligenceFactoryTests {
    let catalogue = StockedCatalogue()
    let ids = CountingIDs()

    func factory(model: (any ChatModel)? = nil) -> PopcornIntelligenceFactory {
        PopcornIntelligenceFactory(
            movies: catalogue.movies, tvSeries: catalogue.tvSeries, credits: catalogue.credits, people: catalogue.people,
            store: InMemoryDurableStore(), model: model, newID: { ids.next() }, now: { IntelligenceFixtures.moment })
    }

    @Test func answersOfflineWithTheEmbeddedAnswererWhenNoModelIsGiven() async throws {
        let factory = factory()
        let reply = try await factory.makeAskQuestionUseCase().execute("who directed it?", about: IntelligenceFixtures.fightClubReference)
        #expect(reply.answer == "Fight Club was directed by David Fincher.")
        #expect(try await factory.makeListConversationsUseCase().execute().map(\.id) == [ConversationID("conversation-1")])
    }

    @Test func startsContinuesListsAndDeletesAConversationThroughTheDurableStore() async throws {
        let factory = factory()
        let conversation = try await factory.makeStartConversationUseCase().execute(about: IntelligenceFixtures.gameOfThronesReference)
        let reply = try await factory.makeSendMessageUseCase().execute("how many seasons are there?", to: conversation.id)
        #expect(reply.answer == "Game of Thrones has 8 seasons.")
        let listed = try await factory.makeListConversationsUseCase().execute()
        #expect(listed.map(\.questionCount) == [1])
        try await factory.makeDeleteConversationUseCase().execute(id: conversation.id)
        #expect(try await factory.makeListConversationsUseCase().execute().isEmpty)
    }

    @Test func talksToTheModelItIsGiven() async throws {
        let model = MockChatModel(replies: [MockChatModel.ScriptedReply(events: [.text("Scripted.")])])
        let reply = try await factory(model: model).makeAskQuestionUseCase().execute(
            "anything", about: IntelligenceFixtures.fightClubReference, keep: false)
        #expect(reply.answer == "Scripted.")
        #expect(model.requests.count == 1)
    }
}
