import Foundation
import OpenAICompatible
import Synchronization

/// A transport that sends nothing: it keeps every request it is handed and answers each from a
/// script, so that a test sees exactly what the client asks of a transport.
final class ScriptedTransport: OpenAICompatibleTransport, Sendable {
    private let requests = Mutex<[OpenAICompatibleHTTPRequest]>([])
    private let answer: @Sendable (OpenAICompatibleHTTPRequest) throws(OpenAICompatibleTransportError) -> OpenAICompatibleHTTPResponse

    init(
        answer: @escaping @Sendable (OpenAICompatibleHTTPRequest) throws(OpenAICompatibleTransportError) -> OpenAICompatibleHTTPResponse
    ) {
        self.answer = answer
    }

    /// Every request handed over so far, in order.
    var received: [OpenAICompatibleHTTPRequest] { requests.withLock { $0 } }

    func send(_ request: OpenAICompatibleHTTPRequest) async throws(OpenAICompatibleTransportError) -> OpenAICompatibleHTTPResponse {
        requests.withLock { $0.append(request) }
        return try answer(request)
    }
}
