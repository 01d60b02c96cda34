import ChatFeature
import Foundation
import IntelligenceDomain
import Presentation
import Testing

@testable import PopcornApp

/// A kept conversation as the chat screen's transcript: questions and the answers that ended them.
@Suite struct ChatTranscriptMapperTests {
    let call = ToolCall(id: "call-1", name: "title_credits", arguments: "{}")

    func conversation(_ messages: [ChatMessage]) -> Conversation {
        Conversation(
            id: ConversationID("c-1"), title: TitleReference(kind: .movie, id: 550), titleName: "Fight Club",
            startedAt: Date(timeIntervalSince1970: 0), messages: messages)
    }

    @Test func keepsEachQuestionAndTheAnswerThatEndedIt() {
        let transcript = ChatTranscriptMapper().map(
            conversation([
                ChatMessage(role: .assistant, content: "", toolCalls: [call]),
                .toolResult("{\"title\":\"Fight Club\"}", for: call),
                .user("who directed it?"),
                .assistant("", toolCalls: [call]),
                .toolResult("{\"crew\":[]}", for: call),
                .assistant("Fight Club was directed by David Fincher."),
                .user("who plays Tyler Durden?"),
                .cutShortAssistant("Brad Pitt"),
            ]))
        #expect(transcript.conversationID == "c-1")
        #expect(transcript.title == ChatTitle(kind: .movie, id: 550))
        #expect(transcript.titleName == "Fight Club")
        #expect(
            transcript.exchanges == [
                ChatExchange(question: "who directed it?", answer: .complete("Fight Club was directed by David Fincher.")),
                ChatExchange(question: "who plays Tyler Durden?", answer: .cutShort("Brad Pitt")),
            ])
    }

    @Test func aSeriesConversationWithNoQuestionIsAnEmptyTranscript() {
        let series = Conversation(
            id: ConversationID("c-2"), title: TitleReference(kind: .tv, id: 1399), titleName: "Game of Thrones",
            startedAt: Date(timeIntervalSince1970: 0), messages: [.system("facts")])
        let transcript = ChatTranscriptMapper().map(series)
        #expect(transcript.title == ChatTitle(kind: .tv, id: 1399))
        #expect(transcript.exchanges.isEmpty)
    }
}
