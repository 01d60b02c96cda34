import Foundation
import IntelligenceDomain
import Presentation
import Testing

@testable import PopcornApp

/// `popcorn ask --json`: every key present, `null` for a conversation not kept.
@Suite struct AskDocumentTests {
    let reply: Reply = {
        let call = ToolCall(id: "call-1", name: "title_credits", arguments: #"{"id":550,"kind":"movie"}"#)
        let conversation = Conversation(
            id: ConversationID("c-1"), title: TitleReference(kind: .movie, id: 550), titleName: "Fight Club",
            startedAt: Date(timeIntervalSince1970: 0))
        return Reply(
            answer: "Fight Club was directed by David Fincher.", toolResults: [ToolResult(call: call, content: #"{"crew":[]}"#)],
            end: ChatEnd(reason: .stop), conversation: conversation)
    }()

    func object(_ document: AskDocument) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(JSONDocument.encode(document).utf8)) as? [String: Any])
    }

    @Test func holdsTheAnswerTheTitleAndTheToolCalls() throws {
        let json = try object(AskDocument(reply, kept: true))
        #expect(
            Set(json.keys) == ["answer", "kind", "titleId", "titleName", "conversationId", "toolCalls", "finishReason"])
        #expect(json["answer"] as? String == "Fight Club was directed by David Fincher.")
        #expect(json["kind"] as? String == "movie")
        #expect(json["titleId"] as? Int == 550)
        #expect(json["conversationId"] as? String == "c-1")
        #expect(json["finishReason"] as? String == "stop")
        let calls = try #require(json["toolCalls"] as? [[String: Any]])
        #expect(calls.count == 1)
        #expect(calls.first?["name"] as? String == "title_credits")
        #expect(calls.first?["arguments"] as? String == #"{"id":550,"kind":"movie"}"#)
        #expect(calls.first?["result"] as? String == #"{"crew":[]}"#)
    }

    @Test func aConversationNotKeptIsNull() throws {
        #expect(try object(AskDocument(reply, kept: false))["conversationId"] is NSNull)
    }
}
