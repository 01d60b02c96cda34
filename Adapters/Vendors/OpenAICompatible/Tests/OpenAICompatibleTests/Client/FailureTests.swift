import Foundation
import OpenAICompatible
import OpenAICompatibleSocketTransport
import OpenAICompatibleStandIn
import Testing

@Suite("Failures, each in one clear error")
struct FailureTests {
    @Test("Nobody listening: the connection is refused")
    func refused() async throws {
        let closed = try StandInClosedPort()
        let client = StandInClient.client(closed.baseURL)
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in _ = try await client.complete(StandInClient.question)
        }
        #expect(failure == .connectionRefused(origin: "http://127.0.0.1:\(closed.baseURL.port!)"))
        #expect(await Reply.reading(client.stream(StandInClient.question)).error == failure)
    }

    @Test("A server that never accepts: the connect timeout, not the silence")
    func connectTimeout() async throws {
        let unanswered = try StandInFullBacklog()
        let client = StandInClient.client(unanswered.baseURL, connectTimeout: .milliseconds(200), idleTimeout: .seconds(60))
        let clock = ContinuousClock()
        let started = clock.now
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in _ = try await client.complete(StandInClient.question)
        }
        #expect(failure == .connectTimedOut(origin: "http://127.0.0.1:\(unanswered.baseURL.port!)", after: .milliseconds(200)))
        #expect(started.duration(to: clock.now) < .seconds(10))
    }

    @Test("A stream that falls silent between chunks fails after the idle timeout, with what came before")
    func silenceBetweenChunks() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.stallingStream(for: .seconds(60))])
        let clock = ContinuousClock()
        let started = clock.now
        let reply = await Reply.reading(
            StandInClient.client(standIn.baseURL, idleTimeout: .milliseconds(300)).stream(StandInClient.question))
        #expect(reply.events == [.text("Fight")])
        #expect(reply.error == .silence(origin: "http://127.0.0.1:\(standIn.port)", after: .milliseconds(300)))
        #expect(started.duration(to: clock.now) < .seconds(10))
    }

    @Test("A server silent before it answers fails after the idle timeout too")
    func silenceBeforeAnswer() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [.slow(#"{"choices":[]}"#, after: .seconds(60))])
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await StandInClient.client(standIn.baseURL, idleTimeout: .milliseconds(300)).complete(StandInClient.question)
        }
        #expect(failure == .silence(origin: "http://127.0.0.1:\(standIn.port)", after: .milliseconds(300)))
    }

    @Test("Cancelling the task that waits for a reply ends the exchange at once, as cancelled")
    func cancelled() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [.slow(#"{"choices":[]}"#, after: .seconds(60))])
        let client = StandInClient.client(standIn.baseURL, idleTimeout: .seconds(60))
        let clock = ContinuousClock()
        let started = clock.now
        let waiting = Task {
            await Reply.failure { () async throws(OpenAICompatibleError) in _ = try await client.complete(StandInClient.question) }
        }
        try await Task.sleep(for: .milliseconds(100))
        waiting.cancel()
        #expect(await waiting.value == .cancelled)
        #expect(started.duration(to: clock.now) < .seconds(10))
    }

    @Test("A 200 that is no chat completion is a malformed reply")
    func malformed() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.malformedReply])
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        }
        #expect(failure == .malformedReply(reason: "its body is not the JSON of a chat completion"))
    }

    @Test("A stream with a broken chunk is a malformed reply, after the pieces that came before it")
    func malformedStream() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.malformedStream])
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(reply.events == [.text("Fight")])
        #expect(reply.error == .malformedReply(reason: "a streamed chunk is not the JSON of a chat completion chunk"))
    }

    @Test("A stream cut short, with no finish reason and no [DONE], is a malformed reply")
    func cutShort() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.cutShortStream])
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(reply.events == [.text("Fight")])
        #expect(reply.error == .malformedReply(reason: "the stream ended before the reply did (no finish reason, no [DONE])"))
    }

    @Test("A redirect to another origin is refused, and the other origin never hears of the request")
    func redirectElsewhere() async throws {
        let elsewhere = try OpenAICompatibleStandIn(answers: [StandInConversations.textReply], apiKey: nil)
        let standIn = try OpenAICompatibleStandIn(answers: [.redirect(to: elsewhere.baseURL.absoluteString + "/chat/completions")])
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        }
        #expect(failure == .redirectRefused(target: "http://127.0.0.1:\(elsewhere.port)"))
        #expect(elsewhere.requests.isEmpty)
    }

    @Test("A redirect within the base URL's origin is followed, the same request sent again")
    func redirectWithin() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [
            .redirect(to: "/v1/chat/completions", status: 308), StandInConversations.textReply,
        ])
        let answer = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        #expect(answer.content == "Fight Club was directed by David Fincher.")
        #expect(standIn.requests.count == 2)
        #expect(standIn.requests[0].body == standIn.requests[1].body)
    }

    @Test("Redirects within the origin are followed three times at most")
    func redirectLoop() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: Array(repeating: .redirect(to: "/v1/chat/completions"), count: 5))
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        }
        #expect(failure == .redirectRefused(target: "http://127.0.0.1:\(standIn.port)"))
        #expect(standIn.requests.count == 4)
    }

    @Test("An error sent in the middle of a stream is a server error with its message")
    func errorMidStream() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [
            .events(StandInConversations.events([#"{"error":{"code":500,"message":"context size exceeded","type":"server_error"}}"#]))
        ])
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(reply.error == .server(status: 200, message: "context size exceeded"))
    }
}
