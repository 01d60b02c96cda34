import Foundation
import IntelligenceDomain
import Testing

@Suite struct ConversationTests {
    @Test func summarySaysHowItBeganAndHowManyQuestionsItHolds() {
        let start = Date(timeIntervalSince1970: 0)
        let conversation = Conversation(
            id: ConversationID("c1"), title: TitleReference(kind: .movie, id: 550), titleName: "Fight Club", startedAt: start,
            updatedAt: start.addingTimeInterval(5),
            messages: [.user("who directed it?"), .assistant("David Fincher."), .user("and wrote it?"), .assistant("Jim Uhls.")])
        let summary = conversation.summary
        #expect(summary.firstQuestion == "who directed it?")
        #expect(summary.questionCount == 2)
        #expect(summary.updatedAt == start.addingTimeInterval(5))
        #expect(summary.titleName == "Fight Club")
    }

    @Test func aConversationIsKeptAsJSONWhole() throws {
        let call = ToolCall(id: "fact-sheet", name: "title_details", arguments: #"{"id":550,"kind":"movie"}"#)
        let conversation = Conversation(
            id: ConversationID("c1"), title: TitleReference(kind: .movie, id: 550), titleName: "Fight Club",
            startedAt: Date(timeIntervalSince1970: 0), messages: [.assistant("", toolCalls: [call]), .toolResult("{}", for: call)])
        let data = try JSONEncoder().encode(conversation)
        #expect(try JSONDecoder().decode(Conversation.self, from: data) == conversation)
    }

    @Test func aCutShortAnswerIsKeptSoMarkedAndAMessageKeptBeforeTheMarkReadsAsWhole() throws {
        let cut = ChatMessage.cutShortAssistant("David")
        #expect(try JSONDecoder().decode(ChatMessage.self, from: JSONEncoder().encode(cut)) == cut)
        #expect(cut.isCutShort && cut.role == .assistant && cut.toolCalls.isEmpty)
        let keptBefore = Data(#"{"role":"assistant","content":"David Fincher.","toolCalls":[]}"#.utf8)
        let read = try JSONDecoder().decode(ChatMessage.self, from: keptBefore)
        #expect(read == .assistant("David Fincher."))
        #expect(!read.isCutShort)
        let whole = String(decoding: try JSONEncoder().encode(ChatMessage.assistant("Hi.")), as: UTF8.self)
        #expect(!whole.contains("isCutShort"))
    }
}
