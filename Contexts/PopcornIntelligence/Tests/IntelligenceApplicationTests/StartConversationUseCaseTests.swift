import Foundation
import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct StartConversationUseCaseTests {
    let catalogue = StockedCatalogue()
    let store = MockConversationStore()
    var useCase: some StartConversationUseCase {
        DefaultStartConversationUseCase(opener: ApplicationTestKit.opener(catalogue), store: store)
    }

    @Test func opensWithTheFactSheetAsTheDetailsToolsResultAndKeepsIt() async throws {
        let conversation = try await useCase.execute(about: IntelligenceFixtures.fightClubReference)
        #expect(conversation.id == ConversationID("conversation-1"))
        #expect(conversation.titleName == "Fight Club")
        #expect(conversation.startedAt == IntelligenceFixtures.moment)
        let call = try #require(conversation.messages.first?.toolCalls.first)
        #expect(try CatalogueToolRequest(call) == .titleDetails(IntelligenceFixtures.fightClubReference))
        #expect(conversation.messages.count == 2)
        #expect(conversation.messages[1].role == .tool)
        #expect(conversation.messages[1].toolCallID == call.id)
        let sheet = try #require(ToolResultCoding.decode(TitleFactSheet.self, from: conversation.messages[1].content))
        #expect(sheet.directors.map(\.name) == ["David Fincher"])
        #expect(store.kept == [conversation])
    }

    @Test func aConversationBegunNotToBeKeptIsKeptByItsFirstExchange() async throws {
        let conversation = try await useCase.execute(about: IntelligenceFixtures.fightClubReference, keep: false)
        #expect(conversation.titleName == "Fight Club")
        #expect(store.kept.isEmpty)
        #expect(store.answers.calls.isEmpty)
        let model = MockChatModel(replies: [ApplicationTestKit.reply(.text("David Fincher."))])
        let send = DefaultSendMessageUseCase(loop: ApplicationTestKit.loop(catalogue, model: model), store: store)
        let reply = try await send.execute("who directed it?", in: conversation) { _ in }
        #expect(store.kept == [reply.conversation])
        #expect(reply.conversation.messages == conversation.messages + [.user("who directed it?"), .assistant("David Fincher.")])
    }

    @Test func aTitleTheCatalogueLacksStartsNothing() async {
        await #expect(throws: StartConversationError.lookup(.notFound)) {
            try await useCase.execute(about: TitleReference(kind: .movie, id: 999))
        }
        #expect(store.kept.isEmpty)
    }

    @Test func saysWhyItCouldNotBeKept() async {
        store.answers.fail(with: .unwritable("disk full"))
        await #expect(throws: StartConversationError.store(.unwritable("disk full"))) {
            try await useCase.execute(about: IntelligenceFixtures.fightClubReference)
        }
    }
}
