import Foundation
import OpenAICompatibleStandIn
import Testing

@testable import OpenAICompatible

@Suite("What servers do differently")
struct ServerDifferenceTests {
    @Test("llama.cpp's 500 'Unsupported param: tools' says to ask again without tools, streamed or not")
    func llamaCpp() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [
            StandInConversations.llamaCppRefusesTools, StandInConversations.llamaCppRefusesTools,
        ])
        let client = StandInClient.client(standIn.baseURL)
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in _ = try await client.complete(StandInClient.question)
        }
        #expect(failure == .toolsUnsupported(status: 500, message: "Unsupported param: tools"))
        let streamed = await Reply.reading(client.stream(StandInClient.question))
        #expect(streamed.error == .toolsUnsupported(status: 500, message: "Unsupported param: tools"))
    }

    @Test("Ollama's 400 with the error a bare string says the same; asked again without tools, it answers")
    func ollama() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.ollamaRefusesTools, StandInConversations.textReply])
        let client = StandInClient.client(standIn.baseURL)
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in _ = try await client.complete(StandInClient.question)
        }
        #expect(failure == .toolsUnsupported(status: 400, message: "registry.ollama.ai/library/gemma:2b does not support tools"))
        let answer = try await client.complete(StandInClient.question.withoutTools())
        #expect(answer.content == "Fight Club was directed by David Fincher.")
        #expect(StandInClient.json(standIn.requests[1])?["tools"] == nil)
    }

    @Test("vLLM's 400 for a server started without a tool-call parser says the same")
    func vllm() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.vllmRefusesTools])
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(
            reply.error
                == .toolsUnsupported(
                    status: 400, message: #""auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set"#))
    }

    @Test("The same 500 to a request without tools is a server error, not a refusal of tools")
    func refusalWithoutTools() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.llamaCppRefusesTools])
        let client = StandInClient.client(standIn.baseURL)
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await client.complete(StandInClient.question.withoutTools())
        }
        #expect(failure == .server(status: 500, message: "Unsupported param: tools"))
    }

    @Test("A wrong key is refused (401) with an error that names no key, though the server quoted it")
    func wrongKey() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.textReply])
        let wrongKey = "sk-wrong-5e5e5e5e5e"
        let client = StandInClient.client(standIn.baseURL, key: wrongKey)
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in _ = try await client.complete(StandInClient.question)
        }
        #expect(failure == .authenticationRejected(status: 401))
        #expect(!String(describing: failure).contains(wrongKey))
        let streamed = await Reply.reading(client.stream(StandInClient.question))
        #expect(streamed.error == .authenticationRejected(status: 401))
        #expect(standIn.answersLeft == 1)
    }

    @Test("No key at all is refused the same way; a 403 too")
    func noKeyAndForbidden() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.forbidden])
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await StandInClient.client(standIn.baseURL, key: nil).complete(StandInClient.question)
        }
        #expect(failure == .authenticationRejected(status: 401))
        #expect(standIn.requests.first?.headers["authorization"] == nil)
        let forbidden = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        }
        #expect(forbidden == .authenticationRejected(status: 403))
    }

    @Test("A 429 is asked again once, after its Retry-After")
    func rateLimitedOnce() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [
            StandInConversations.rateLimited(retryAfter: "0.1"), StandInConversations.streamedText,
        ])
        let clock = ContinuousClock()
        let started = clock.now
        let reply = await Reply.reading(StandInClient.client(standIn.baseURL).stream(StandInClient.question))
        #expect(reply.error == nil)
        #expect(reply.text == "Fight Club was directed by David Fincher.")
        #expect(standIn.requests.count == 2)
        #expect(started.duration(to: clock.now) >= .milliseconds(100))
    }

    @Test("A second 429 is the end: rate limited, after two requests")
    func rateLimitedTwice() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [
            StandInConversations.rateLimited(), StandInConversations.rateLimited(), StandInConversations.textReply,
        ])
        let failure = await Reply.failure { () async throws(OpenAICompatibleError) in
            _ = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        }
        #expect(failure == .rateLimited)
        #expect(standIn.requests.count == 2)
    }

    @Test("A Retry-After longer than the longest wait is cut to it")
    func retryAfterCapped() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [
            StandInConversations.rateLimited(retryAfter: "120"), StandInConversations.textReply,
        ])
        let clock = ContinuousClock()
        let started = clock.now
        let answer = try await StandInClient.client(standIn.baseURL).complete(StandInClient.question)
        #expect(answer.content != nil)
        #expect(started.duration(to: clock.now) < .seconds(10))
    }

    @Test(
        "How long a 429 waits",
        arguments: [
            ("2", Duration.seconds(2)), ("0", .zero), ("45", .seconds(30)), ("soon", .seconds(1)), (nil, .seconds(1)), ("-3", .zero),
        ] as [(String?, Duration)])
    func retryWait(header: String?, wait: Duration) {
        let client = OpenAICompatibleClient(
            configuration: OpenAICompatibleConfiguration(baseURL: URL(string: "http://127.0.0.1:1/v1")!),
            transport: ScriptedTransport { _ throws(OpenAICompatibleTransportError) in throw .connectionRefused })
        #expect(client.retryWait(header) == wait)
    }
}
