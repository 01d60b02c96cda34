import Foundation
import OpenAICompatible
import OpenAICompatibleStandIn
import Testing

@testable import PopcornApp

/// The App's async-http-client transport keeps the request's two timeouts, each with its own
/// error: the connect timeout for a server that never takes the connection, the longest silence
/// for one that takes it and then says nothing, before its answer or in the middle of a stream.
/// Short timeouts from the request, against servers on 127.0.0.1. The timeout a test looks for is
/// short and the others are long, so that the bound on the time taken leaves seconds for a busy
/// machine and still tells them apart.
@Suite("The model's transport over async-http-client: its connect timeout and its silence")
struct AsyncHTTPClientModelTransportTimeoutTests {
    let request = ChatCompletionRequest(model: "stand-in-model", messages: [.user("Who directed Fight Club?")])

    func client(_ baseURL: URL, connectTimeout: Duration, idleTimeout: Duration) -> OpenAICompatibleClient {
        OpenAICompatibleClient(
            configuration: OpenAICompatibleConfiguration(
                baseURL: baseURL, apiKey: StandInConversations.apiKey, connectTimeout: connectTimeout, idleTimeout: idleTimeout),
            transport: AsyncHTTPClientModelTransport())
    }

    /// The time `body` takes, and the error it ends with (nil if none).
    func timed(_ body: () async throws(OpenAICompatibleError) -> Void) async -> (Duration, OpenAICompatibleError?) {
        let clock = ContinuousClock()
        let started = clock.now
        do {
            try await body()
            return (started.duration(to: clock.now), nil)
        } catch {
            return (started.duration(to: clock.now), error)
        }
    }

    @Test("A server that takes the connection and says nothing: the silence, after the idle timeout")
    func silentServer() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [.slow(#"{"choices":[]}"#, after: .seconds(60))])
        defer { standIn.stop() }
        let (elapsed, error) = await timed { () async throws(OpenAICompatibleError) in
            _ = try await client(standIn.baseURL, connectTimeout: .seconds(20), idleTimeout: .milliseconds(300)).complete(request)
        }
        #expect(error == .silence(origin: "http://127.0.0.1:\(standIn.port)", after: .milliseconds(300)))
        #expect(error?.description == "http://127.0.0.1:\(standIn.port) said nothing for 0.3 s")
        // The idle timeout, not the deadline on the head (connect + idle, 20.3 s) nor the server's 60 s.
        #expect(elapsed >= .milliseconds(250) && elapsed < .seconds(10), "\(elapsed)")
        #expect(standIn.requests.count == 1)
    }

    @Test("A stream that stops after its first piece: that piece, then the silence")
    func streamStoppingMidway() async throws {
        let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.stallingStream(for: .seconds(60))])
        defer { standIn.stop() }
        var events: [ChatCompletionEvent] = []
        let (elapsed, error) = await timed { () async throws(OpenAICompatibleError) in
            for try await event in client(standIn.baseURL, connectTimeout: .seconds(20), idleTimeout: .milliseconds(300)).stream(request) {
                events.append(event)
            }
        }
        #expect(events == [.text("Fight")])
        #expect(error == .silence(origin: "http://127.0.0.1:\(standIn.port)", after: .milliseconds(300)))
        #expect(elapsed >= .milliseconds(250) && elapsed < .seconds(10), "\(elapsed)")
    }

    @Test("A server that never takes the connection (its queue full): the connect timeout, not the silence")
    func connectionNeverTaken() async throws {
        let unanswered = try StandInFullBacklog()
        let (elapsed, error) = await timed { () async throws(OpenAICompatibleError) in
            _ = try await client(unanswered.baseURL, connectTimeout: .milliseconds(200), idleTimeout: .seconds(60)).complete(request)
        }
        let origin = "http://127.0.0.1:\(unanswered.baseURL.port!)"
        #expect(error == .connectTimedOut(origin: origin, after: .milliseconds(200)))
        #expect(error?.description == "no connection to \(origin) within 0.2 s")
        #expect(elapsed >= .milliseconds(150) && elapsed < .seconds(10), "\(elapsed)")
    }
}
