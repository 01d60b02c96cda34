import DataPersistence
import Foundation
import IntelligenceDomain
import IntelligenceTestSupport
import Testing

@testable import IntelligenceInfrastructure

@Suite struct DurableConversationStoreTests {
    let durable = InMemoryDurableStore()
    var store: some ConversationStore { IntelligenceInfrastructureFactory(store: durable).makeConversationStore() }

    func conversation(_ id: String, about title: TitleReference, at date: Date, messages: [ChatMessage] = []) -> Conversation {
        Conversation(id: ConversationID(id), title: title, titleName: "\(title.kind) \(title.id)", startedAt: date, messages: messages)
    }

    @Test func keepsEachConversationWholeTheMostRecentlySavedFirst() async throws {
        let call = ToolCall(id: "fact-sheet", name: "title_details", arguments: #"{"id":550,"kind":"movie"}"#)
        let first = conversation(
            "a", about: IntelligenceFixtures.fightClubReference, at: IntelligenceFixtures.moment,
            messages: [.assistant("", toolCalls: [call]), .toolResult(#"{"name":"Fight Club"}"#, for: call)])
        let second = conversation("b", about: IntelligenceFixtures.gameOfThronesReference, at: IntelligenceFixtures.later)
        try await store.save(first)
        try await store.save(second)
        #expect(try await store.conversation(withID: ConversationID("a")) == first)
        #expect(try await store.summaries().map(\.id) == [ConversationID("b"), ConversationID("a")])
        var continued = first
        continued.messages.append(.user("who directed it?"))
        try await store.save(continued)
        #expect(try await store.summaries().map(\.id) == [ConversationID("a"), ConversationID("b")])
        #expect(try await store.conversation(withID: ConversationID("a")) == continued)
        #expect(try await store.conversation(withID: ConversationID("c")) == nil)
    }

    @Test func findsTheLatestConversationAboutATitle() async throws {
        try await store.save(conversation("a", about: IntelligenceFixtures.fightClubReference, at: IntelligenceFixtures.moment))
        try await store.save(conversation("b", about: IntelligenceFixtures.fightClubReference, at: IntelligenceFixtures.later))
        try await store.save(conversation("c", about: IntelligenceFixtures.gameOfThronesReference, at: IntelligenceFixtures.later))
        #expect(try await store.latestConversation(about: IntelligenceFixtures.fightClubReference)?.id == ConversationID("b"))
        #expect(try await store.latestConversation(about: IntelligenceFixtures.quietFilmReference) == nil)
    }

    @Test func deletesOneConversationAndSaysWhetherThereWasOne() async throws {
        try await store.save(conversation("a", about: IntelligenceFixtures.fightClubReference, at: IntelligenceFixtures.moment))
        try await store.save(conversation("b", about: IntelligenceFixtures.fightClubReference, at: IntelligenceFixtures.later))
        #expect(try await store.delete(withID: ConversationID("a")))
        #expect(try await !store.delete(withID: ConversationID("a")))
        #expect(try await store.summaries().map(\.id) == [ConversationID("b")])
    }

    @Test func aDamagedConversationIsReportedNotSkipped() async throws {
        try await durable.transaction { list throws(DataPersistenceError) in
            try list.append(DurableRecord(key: "damaged", payload: Data("{".utf8)), to: DurableConversationStore.list)
        }
        await #expect(throws: ConversationStoreError.self) { try await store.summaries() }
    }

    @Test func anIDThatIsNoKeyIsNotWritten() async {
        await #expect(throws: ConversationStoreError.self) {
            try await store.save(
                conversation("no spaces allowed", about: IntelligenceFixtures.fightClubReference, at: IntelligenceFixtures.moment))
        }
    }
}
