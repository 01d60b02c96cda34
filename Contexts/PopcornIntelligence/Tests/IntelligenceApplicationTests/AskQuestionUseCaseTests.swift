import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct AskQuestionUseCaseTests {
    let catalogue = StockedCatalogue()
    let store = MockConversationStore()
    let model = MockChatModel(replies: [ApplicationTestKit.reply(.text("David Fincher."), .end(ChatEnd(reason: .stop)))])
    var useCase: some AskQuestionUseCase {
        DefaultAskQuestionUseCase(
            opener: ApplicationTestKit.opener(catalogue), loop: ApplicationTestKit.loop(catalogue, model: model), store: store)
    }

    @Test func answersInAConversationOfOneTurnOpenedWithTheFactSheetAndKeepsIt() async throws {
        let reply = try await useCase.execute("  who directed it?\n", about: IntelligenceFixtures.fightClubReference)
        #expect(reply.answer == "David Fincher.")
        let messages = reply.conversation.messages
        #expect(messages.map(\.role) == [.assistant, .tool, .user, .assistant])
        #expect(messages[2].content == "who directed it?")
        #expect(model.requests.first?.messages.dropFirst().first?.toolCalls.first?.name == "title_details")
        #expect(store.kept == [reply.conversation])
        #expect(reply.conversation.summary.questionCount == 1)
    }

    @Test func keepsNothingWhenToldNotTo() async throws {
        _ = try await useCase.execute("who directed it?", about: IntelligenceFixtures.fightClubReference, keep: false)
        #expect(store.kept.isEmpty)
        #expect(store.answers.calls.isEmpty)
    }

    @Test func aQuestionWhoseReplyIsStoppedIsKeptWithWhatHadArrivedMarkedAsCutShort() async throws {
        let useCase = DefaultAskQuestionUseCase(
            opener: ApplicationTestKit.opener(catalogue), loop: ApplicationTestKit.loop(catalogue, model: EndlessChatModel(piece: "David")),
            store: store)
        let (arrived, signal) = AsyncStream.makeStream(of: String.self)
        let asking = Task {
            try await useCase.execute("who directed it?", about: IntelligenceFixtures.fightClubReference, keep: true) { signal.yield($0) }
        }
        for await _ in arrived { break }
        asking.cancel()
        let reply = try await asking.value
        #expect(reply.isCutShort)
        #expect(reply.conversation.messages.suffix(2) == [.user("who directed it?"), .cutShortAssistant("David")])
        #expect(store.kept == [reply.conversation])
        #expect(store.answers.calls == [.save(reply.conversation.id)])
    }

    @Test func failsAsItsPartsFail() async {
        await #expect(throws: AskQuestionError.emptyQuestion) {
            try await useCase.execute(" ", about: IntelligenceFixtures.fightClubReference)
        }
        await #expect(throws: AskQuestionError.lookup(.notFound)) {
            try await useCase.execute("hi", about: TitleReference(kind: .tv, id: 5))
        }
        store.answers.fail(with: .unwritable("read-only"))
        await #expect(throws: AskQuestionError.store(.unwritable("read-only"))) {
            try await useCase.execute("hi", about: IntelligenceFixtures.fightClubReference)
        }
    }
}
