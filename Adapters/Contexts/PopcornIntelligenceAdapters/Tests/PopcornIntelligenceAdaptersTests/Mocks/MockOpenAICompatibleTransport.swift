import Foundation
import OpenAICompatible
import Synchronization

/// A hand-written `OpenAICompatibleTransport`: keeps each request and answers them in order from
/// the responses the test wrote (a status and a body of server-sent events or JSON), or a failure.
final class MockOpenAICompatibleTransport: OpenAICompatibleTransport {
    enum Answer: Sendable {
        case events([String])
        case status(Int, body: String)
        case failure(OpenAICompatibleTransportError)
    }

    private let state: Mutex<(answers: [Answer], received: [OpenAICompatibleHTTPRequest])>

    init(_ answers: [Answer]) {
        state = Mutex((answers, []))
    }

    var received: [OpenAICompatibleHTTPRequest] { state.withLock { $0.received } }

    /// Each request's body read back as JSON.
    var receivedBodies: [[String: Any]] {
        received.compactMap { (try? JSONSerialization.jsonObject(with: $0.body)) as? [String: Any] }
    }

    func send(_ request: OpenAICompatibleHTTPRequest) async throws(OpenAICompatibleTransportError) -> OpenAICompatibleHTTPResponse {
        let answer = state.withLock { state -> Answer in
            state.received.append(request)
            return state.answers.isEmpty ? .failure(.unreachable(reason: "no answer written")) : state.answers.removeFirst()
        }
        switch answer {
        case .events(let lines):
            let body = lines.map { "data: \($0)\n\n" }.joined()
            return OpenAICompatibleHTTPResponse(
                status: 200, headers: ["Content-Type": "text/event-stream"], body: OpenAICompatibleResponseBody(data: Data(body.utf8)))
        case .status(let status, let body):
            return OpenAICompatibleHTTPResponse(
                status: status, headers: ["Content-Type": "application/json"], body: OpenAICompatibleResponseBody(data: Data(body.utf8)))
        case .failure(let error):
            throw error
        }
    }
}
