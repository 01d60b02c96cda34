import Foundation
import OpenAICompatible
import OpenAICompatibleStandIn
import Testing

@testable import PopcornApp

/// The OpenAI-compatible client over the App's async-http-client transport, against the vendor's
/// stand-in on 127.0.0.1: a streamed reply read piece by piece, a redirect to another origin refused
/// (the transport follows none), a server not there refused at once.
@Suite("The model's transport over async-http-client, against the stand-in")
struct AsyncHTTPClientModelTransportTests {
    func client(_ baseURL: URL, key: String? = StandInConversations.apiKey) -> OpenAICompatibleClient {
        OpenAICompatibleClient(
            configuration: OpenAICompatibleConfiguration(baseURL: baseURL, apiKey: key), transport: AsyncHTTPClientModelTransport())
    }

    let request = ChatCompletionRequest(model: "stand-in-model", messages: [.user("Who directed Fight Club?")])

    @Test("A streamed reply comes in its pieces, then its end")
    func streamedReply() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.streamedText])
        defer { standIn.stop() }
        var events: [ChatCompletionEvent] = []
        for try await event in client(standIn.baseURL).stream(request) { events.append(event) }
        #expect(events.prefix(5) == [.text("Fight Club"), .text(" was directed"), .text(" by David"), .text(" Fincher."), events[4]])
        guard case .finished(let reason, let usage)? = events.last else {
            Issue.record("no end in \(events)")
            return
        }
        #expect(reason == "stop")
        #expect(usage == ChatCompletionUsage(promptTokens: 61, completionTokens: 9))
        let authorization = standIn.requests.first?.headers.first { $0.key.lowercased() == "authorization" }?.value
        #expect(authorization == "Bearer \(StandInConversations.apiKey)")
    }

    @Test("A redirect to another origin is not followed: the key goes only to the base URL")
    func redirectElsewhere() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [.redirect(to: "http://127.0.0.2:9/v1/chat/completions")])
        defer { standIn.stop() }
        await #expect(throws: OpenAICompatibleError.redirectRefused(target: "http://127.0.0.2:9")) {
            _ = try await client(standIn.baseURL).complete(request)
        }
        #expect(standIn.requests.count == 1)
    }

    @Test("A server not there is a refused connection, at once")
    func refused() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [])
        let baseURL = standIn.baseURL
        standIn.stop()
        let started = ContinuousClock.now
        await #expect(throws: OpenAICompatibleError.connectionRefused(origin: OpenAICompatibleConfiguration(baseURL: baseURL).origin)) {
            _ = try await client(baseURL).complete(request)
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }
}
