import Foundation
import IntelligenceDomain
import IntelligenceTestSupport
import Synchronization
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct SendMessageUseCaseTests {
    let catalogue = StockedCatalogue()
    let store = MockConversationStore()
    let creditsCall = CatalogueToolRequest.titleCredits(IntelligenceFixtures.fightClubReference).call(id: "c1")

    func useCase(_ model: MockChatModel) -> some SendMessageUseCase {
        DefaultSendMessageUseCase(loop: ApplicationTestKit.loop(catalogue, model: model), store: store)
    }

    func started() async throws -> Conversation {
        let conversation = try await ApplicationTestKit.opener(catalogue).open(about: IntelligenceFixtures.fightClubReference)
        try await store.save(conversation)
        return conversation
    }

    @Test func runsTheToolTheModelAsksForAndHandsItsResultBack() async throws {
        let conversation = try await started()
        let usage = TokenUsage(promptTokens: 40, completionTokens: 6)
        let model = MockChatModel(replies: [
            ApplicationTestKit.reply(.toolCall(creditsCall), .end(ChatEnd(reason: .toolCalls))),
            ApplicationTestKit.reply(.text("Brad Pitt "), .text("plays him."), .end(ChatEnd(reason: .stop, usage: usage))),
        ])
        let pieces = Mutex<[String]>([])
        let reply = try await useCase(model).execute("Who plays Tyler Durden?", to: conversation.id) { piece in
            pieces.withLock { $0.append(piece) }
        }
        #expect(reply.answer == "Brad Pitt plays him.")
        #expect(pieces.withLock { $0 } == ["Brad Pitt ", "plays him."])
        #expect(reply.end == ChatEnd(reason: .stop, usage: usage))
        #expect(reply.toolResults.map(\.call) == [creditsCall])
        let requests = model.requests
        #expect(requests.count == 2)
        #expect(requests[0].messages.first?.role == .system)
        #expect(requests[0].messages.last == .user("Who plays Tyler Durden?"))
        #expect(requests[0].tools.map(\.name) == CatalogueTool.allCases.map(\.name))
        let handedBack = try #require(requests[1].messages.last)
        #expect(handedBack.role == .tool)
        #expect(handedBack.toolCallID == "c1")
        #expect(ToolResultCoding.decode(Credits.self, from: handedBack.content)?.cast.count == 5)
        #expect(store.kept.first == reply.conversation)
        #expect(reply.conversation.updatedAt == IntelligenceFixtures.later)
        #expect(reply.conversation.messages.count == conversation.messages.count + 4)
        #expect(!reply.conversation.messages.contains { $0.role == .system })
    }

    @Test func stopsAfterEightRoundsOfToolCalls() async throws {
        let conversation = try await started()
        let model = MockChatModel(replies: [ApplicationTestKit.reply(.toolCall(creditsCall), .end(ChatEnd(reason: .toolCalls)))])
        await #expect(throws: SendMessageError.reply(.tooManyRounds(8))) {
            try await useCase(model).execute("who directed it?", to: conversation.id)
        }
        #expect(model.requests.count == 8)
        #expect(store.kept == [conversation])
    }

    @Test func eachToolResultHandedBackIsAtMostFourThousandCharacters() async throws {
        let crowd = Credits(cast: (1...500).map { CastMember(personID: $0, name: "Extra \($0)", character: "Passer-by \($0)") })
        catalogue.answers.know(MovieDetails(id: 77, title: "Crowded"), credits: crowd)
        let conversation = try await ApplicationTestKit.opener(catalogue).open(about: TitleReference(kind: .movie, id: 77))
        try await store.save(conversation)
        let call = CatalogueToolRequest.titleCredits(TitleReference(kind: .movie, id: 77)).call(id: "c1")
        let model = MockChatModel(replies: [
            ApplicationTestKit.reply(.toolCall(call), .end(ChatEnd(reason: .toolCalls))), ApplicationTestKit.reply(.text("Many.")),
        ])
        let reply = try await useCase(model).execute("who is in it?", to: conversation.id)
        #expect(reply.toolResults.allSatisfy { $0.content.count <= 4_000 })
        #expect(reply.conversation.messages.filter { $0.role == .tool }.allSatisfy { $0.content.count <= 4_000 })
    }

    @Test func passesOnTheModelsFailureAndKeepsNothingOfTheExchange() async throws {
        let conversation = try await started()
        let model = MockChatModel(replies: [MockChatModel.ScriptedReply(events: [.text("Da")], failure: .unavailable("no answer"))])
        await #expect(throws: SendMessageError.reply(.model(.unavailable("no answer")))) {
            try await useCase(model).execute("who directed it?", to: conversation.id)
        }
        #expect(store.kept == [conversation])
    }

    /// Asks `message` with a reply that stalls, waits for its first piece of text, and stops it.
    func stopped(
        _ message: String, to conversation: Conversation, model: some ChatModel
    ) async throws -> Reply {
        let useCase = DefaultSendMessageUseCase(loop: ApplicationTestKit.loop(catalogue, model: model), store: store)
        let (arrived, signal) = AsyncStream.makeStream(of: String.self)
        let asking = Task { try await useCase.execute(message, to: conversation.id) { signal.yield($0) } }
        for await _ in arrived { break }
        asking.cancel()
        return try await asking.value
    }

    @Test func aReplyStoppedBeforeItEndsIsKeptWithWhatHadArrivedMarkedAsCutShort() async throws {
        let conversation = try await started()
        let saves = store.answers.calls.count
        let reply = try await stopped("who directed it?", to: conversation, model: EndlessChatModel(piece: "David"))
        #expect(reply.isCutShort)
        #expect(reply.answer == "David")
        #expect(reply.conversation.messages == conversation.messages + [.user("who directed it?"), .cutShortAssistant("David")])
        #expect(reply.conversation.updatedAt == IntelligenceFixtures.later)
        #expect(store.kept == [reply.conversation])
        // The question and the answer as far as it came are written together, once.
        #expect(store.answers.calls.dropFirst(saves).filter { if case .save = $0 { true } else { false } }.count == 1)
    }

    @Test func aReplyStoppedAfterAToolRoundKeepsTheRoundWholeAndNoCallWithoutItsResult() async throws {
        let conversation = try await started()
        let unanswered = CatalogueToolRequest.titleDetails(IntelligenceFixtures.fightClubReference).call(id: "c2")
        let model = StallingChatModel(
            whole: [[.toolCall(creditsCall), .end(ChatEnd(reason: .toolCalls))]], thenStalling: [.text("Brad"), .toolCall(unanswered)])
        let reply = try await stopped("who plays Tyler Durden?", to: conversation, model: model)
        #expect(reply.isCutShort)
        #expect(reply.answer == "Brad")
        #expect(reply.toolResults.map(\.call) == [creditsCall])
        let exchange = Array(reply.conversation.messages.dropFirst(conversation.messages.count))
        #expect(exchange.map(\.role) == [.user, .assistant, .tool, .assistant])
        #expect(exchange[1].toolCalls == [creditsCall])
        #expect(exchange[2].toolCallID == "c1")
        #expect(exchange[3] == .cutShortAssistant("Brad"))
        let calls = reply.conversation.messages.flatMap(\.toolCalls).map(\.id)
        let answered = reply.conversation.messages.compactMap(\.toolCallID)
        #expect(calls == answered)
        #expect(store.kept == [reply.conversation])
    }

    @Test func aConversationWithACutShortAnswerIsCarriedOnWithThatAnswerAsTheModelsText() async throws {
        let conversation = try await started()
        let cut = try await stopped("who directed it?", to: conversation, model: EndlessChatModel(piece: "David"))
        let model = MockChatModel(replies: [ApplicationTestKit.reply(.text("David Fincher."))])
        let reply = try await useCase(model).execute("go on", to: conversation.id)
        #expect(!reply.isCutShort)
        let request = try #require(model.requests.first).messages
        #expect(Array(request.dropFirst()) == cut.conversation.messages + [.user("go on")])
        #expect(request.contains { $0.role == .assistant && $0.content == "David" && $0.toolCalls.isEmpty })
        #expect(store.kept.first?.messages.filter(\.isCutShort) == [.cutShortAssistant("David")])
    }

    @Test func refusesAnEmptyMessageAndAnUnknownConversation() async throws {
        let model = MockChatModel(replies: [])
        await #expect(throws: SendMessageError.emptyMessage) { try await useCase(model).execute("  \n ", to: ConversationID("x")) }
        await #expect(throws: SendMessageError.notFound(ConversationID("x"))) {
            try await useCase(model).execute("hi", to: ConversationID("x"))
        }
        #expect(model.requests.isEmpty)
    }

    @Test func saysWhyTheExchangeCouldNotBeKept() async throws {
        let conversation = try await started()
        store.answers.fail(with: .unavailable("no disk"))
        await #expect(throws: SendMessageError.store(.unavailable("no disk"))) {
            try await useCase(MockChatModel(replies: [ApplicationTestKit.reply(.text("Hi."))])).execute("hi", to: conversation.id)
        }
    }
}
