import Foundation
import OpenAICompatible
import OpenAICompatibleStandIn
import Testing

@Suite("Streamed replies, from the stand-in")
struct StreamingTests {
    @Test("Text arrives in its pieces, then the end with the finish reason and the usage")
    func text() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [.events(StandInConversations.streamedTextEvents, pause: .milliseconds(5))])
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(reply.error == nil)
        #expect(
            reply.events == [
                .text("Fight Club"), .text(" was directed"), .text(" by David"), .text(" Fincher."),
                .finished(reason: "stop", usage: ChatCompletionUsage(promptTokens: 61, completionTokens: 9)),
            ])
        let request = try #require(standIn.requests.first)
        #expect(StandInClient.json(request)?["stream"] == .bool(true))
        #expect(StandInClient.json(request)?["stream_options"] == .object(["include_usage": .bool(true)]))
        #expect(request.headers["accept"] == "text/event-stream")
    }

    @Test("A request told not to ask for the usage sends no stream_options, and the end comes without it")
    func withoutUsage() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.streamedToolCalls])
        var question = StandInClient.question
        question.asksForStreamedUsage = false
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(question))
        #expect(reply.events.last == .finished(reason: "tool_calls", usage: nil))
        let request = try #require(standIn.requests.first)
        #expect(StandInClient.json(request)?["stream_options"] == nil)
    }

    @Test("Tool calls streamed side by side have their argument fragments joined per index")
    func toolCallsByIndex() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.streamedToolCalls])
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(reply.error == nil)
        #expect(
            reply.toolCalls == [
                ChatCompletionToolCall(id: "call_credits_2", name: "title_credits", arguments: #"{"kind":"movie","id":550}"#),
                ChatCompletionToolCall(id: "call_similar_1", name: "similar_titles", arguments: #"{"kind":"movie","id":550}"#),
            ])
        #expect(reply.events.last == .finished(reason: "tool_calls", usage: nil))
        #expect(reply.text.isEmpty)
    }

    @Test("Tool calls streamed at one index are told apart by their ids")
    func toolCallsByID() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.streamedToolCallsAtOneIndex])
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(reply.error == nil)
        #expect(
            reply.toolCalls == [
                ChatCompletionToolCall(id: "call_a", name: "title_details", arguments: #"{"kind":"tv","id":1399}"#),
                ChatCompletionToolCall(id: "call_b", name: "season_details", arguments: #"{"id":1399,"season":1}"#),
            ])
    }

    @Test("A server that answers a streamed request whole is read as one piece")
    func wholeAnswerToAStream() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.textReply])
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(
            reply.events == [
                .text("Fight Club was directed by David Fincher."),
                .finished(reason: "stop", usage: ChatCompletionUsage(promptTokens: 52, completionTokens: 9)),
            ])
    }

    @Test("The first piece is handed on before the rest of the reply has been sent")
    func firstPieceEarly() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [
            .events(StandInConversations.streamedTextEvents, pause: .milliseconds(150))
        ])
        let clock = ContinuousClock()
        let started = clock.now
        var firstPieceAt: Duration?
        do throws(OpenAICompatibleError) {
            for try await event in StandInClient.client(standIn.baseURL, idleTimeout: .seconds(2)).stream(StandInClient.question) {
                if case .text = event, firstPieceAt == nil { firstPieceAt = started.duration(to: clock.now) }
            }
        } catch {
            Issue.record("the stream failed: \(error)")
        }
        let total = started.duration(to: clock.now)
        // Six pauses of 150 ms follow the first piece: a client that held it back until the end
        // would hand it on with nothing left to wait for.
        let first = try #require(firstPieceAt)
        #expect(total - first > .milliseconds(400))
    }

    @Test("Leaving the loop early stops the exchange")
    func stopping() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.stallingStream(for: .seconds(60))])
        let clock = ContinuousClock()
        let started = clock.now
        do throws(OpenAICompatibleError) {
            for try await event in StandInClient.client(standIn.baseURL, idleTimeout: .seconds(60)).stream(StandInClient.question) {
                #expect(event == .text("Fight"))
                break
            }
        } catch {
            Issue.record("the stream failed: \(error)")
        }
        #expect(started.duration(to: clock.now) < .seconds(10))
    }
}
