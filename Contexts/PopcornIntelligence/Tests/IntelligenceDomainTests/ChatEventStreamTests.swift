import IntelligenceDomain
import Testing

@Suite struct ChatEventStreamTests {
    @Test func givesTheEventsInOrderThenEnds() async throws {
        let end = ChatEnd(reason: .stop, usage: TokenUsage(promptTokens: 12, completionTokens: 3))
        var events: [ChatEvent] = []
        for try await event in ChatEventStream(events: [.text("Hel"), .text("lo"), .end(end)]) {
            events.append(event)
        }
        #expect(events == [.text("Hel"), .text("lo"), .end(end)])
        #expect(end.usage?.totalTokens == 15)
    }

    @Test func throwsTheModelsErrorTyped() async {
        let stream = ChatEventStream(events: [.text("Hel")], failure: .unavailable("the server stopped answering"))
        var seen: [ChatEvent] = []
        do {
            for try await event in stream { seen.append(event) }
            Issue.record("the stream should have failed")
        } catch {
            let failure: ChatModelError = error
            #expect(failure == .unavailable("the server stopped answering"))
        }
        #expect(seen == [.text("Hel")])
    }

    @Test func aContinuationFillsItFromAnotherTask() async throws {
        let stream = ChatEventStream { continuation in
            Task {
                continuation.yield(.text("a"))
                continuation.yield(.end(ChatEnd(reason: .length)))
                continuation.finish()
            }
        }
        var events: [ChatEvent] = []
        for try await event in stream { events.append(event) }
        #expect(events == [.text("a"), .end(ChatEnd(reason: .length))])
    }
}
