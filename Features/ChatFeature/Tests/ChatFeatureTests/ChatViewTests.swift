import ChatFeature
import DesignSystem
import Foundation
import Presentation
import Testing

@Suite struct ChatViewTests {
    @Test func drawsAnEmptyConversationWithWhatCanBeAsked() {
        let text = ChatView(theme: .plain).render(.ready(ChatFixtures.transcript()))
        #expect(text.hasPrefix("Ask about Fight Club\nAsk who directed or wrote it"))
    }

    @Test func drawsEachQuestionAndItsAnswer() {
        let transcript = ChatFixtures.transcript([
            ChatFixtures.directed,
            ChatExchange(question: "who plays Tyler Durden?", answer: .arriving("Brad Pitt plays")),
        ])
        #expect(
            ChatView(theme: .plain).render(.ready(transcript)) == """
                Ask about Fight Club

                › who directed it?
                Fight Club was directed by David Fincher.

                › who plays Tyler Durden?
                Brad Pitt plays
                …

                """)
    }

    @Test func saysWhenAnAnswerWasStoppedOrFailed() {
        let failure = ViewStateError(kind: .unavailable, message: "The model could not be reached: connection refused")
        let transcript = ChatFixtures.transcript([
            ChatExchange(question: "who directed it?", answer: .cutShort("Fight Club was")),
            ChatExchange(question: "how long is it?", answer: .failed("", failure)),
        ])
        let text = ChatView(theme: .plain).render(.ready(transcript))
        #expect(text.contains("Fight Club was\n(stopped before the answer ended)\n"))
        #expect(text.hasSuffix("› how long is it?\nerror: The model could not be reached: connection refused\n"))
    }

    @Test func wrapsToAnyWidth() {
        let transcript = ChatFixtures.transcript([
            ChatExchange(
                question: "who plays Tyler Durden, and who plays the narrator in it?",
                answer: .complete("Brad Pitt plays Tyler Durden.\nEdward Norton plays The Narrator."))
        ])
        for width in [20, 40, 80] {
            let lines = ChatView(theme: Theme(styler: .plain, width: width)).render(.ready(transcript)).split(separator: "\n")
            #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= width }, "at \(width)")
            #expect(lines.contains("Edward Norton plays The Narrator.") == (width >= 33))
        }
        let narrow = ChatView(theme: Theme(styler: .plain, width: 20)).render(.ready(transcript))
        #expect(narrow.contains("› who plays Tyler\n  Durden, and who\n"))
    }

    @Test func showsControlCharactersOfAnAnswerAsEscapes() {
        let transcript = ChatFixtures.transcript([ChatExchange(question: "who?", answer: .complete("a\u{1B}[2Jb\nc"))])
        let text = ChatView(theme: .plain).render(.ready(transcript))
        #expect(!text.contains("\u{1B}"))
        #expect(text.hasSuffix("\nc\n"))
    }

    @Test func colourPaintsTheQuestionsButNotTheAnswers() {
        let view = ChatView(theme: Theme(styler: Styler(isColourEnabled: true), width: 80))
        let lines = view.render(.ready(ChatFixtures.transcript([ChatFixtures.directed]))).split(separator: "\n").map(String.init)
        #expect(lines.last == "Fight Club was directed by David Fincher.")
        #expect(lines.contains { $0.contains("\u{1B}[") && $0.contains("who directed it?") })
    }

    @Test func renderLinkedDrawsTheSameLinesAndNoLinks() {
        let state = ViewState<ChatTranscript>.ready(ChatFixtures.transcript([ChatFixtures.directed]))
        let linked = ChatView(theme: .plain).renderLinked(state)
        #expect(linked.links.isEmpty)
        #expect(linked.text == ChatView(theme: .plain).render(state))
    }

    @Test func reportsAnError() {
        let failure = ViewStateError(kind: .notFound, message: "There is no movie with the id 9999999.")
        #expect(ChatView(theme: .plain).render(.error(failure)) == "error: There is no movie with the id 9999999.\n")
        #expect(ChatView.renderJSON(.error(failure)).contains(#""code" : "notFound""#))
    }

    @Test func writesTheTranscriptAsJSON() throws {
        let json = ChatView.renderJSON(.ready(ChatFixtures.transcript([ChatFixtures.directed])))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["conversationId"] as? String == "c-550")
        #expect(document["titleName"] as? String == "Fight Club")
        let exchanges = try #require(document["exchanges"] as? [[String: Any]])
        #expect(exchanges.first?["answer"] as? String == "Fight Club was directed by David Fincher.")
        #expect(exchanges.first?["state"] as? String == "complete")
        #expect(exchanges.first?["error"] is NSNull)
    }
}
