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
}
