import Foundation
import Synchronization
import TMDb

/// A transport that sends nothing: it keeps every request it is handed and answers each from a
/// script, so that a test sees exactly what the client asks of a transport.
final class ScriptedTransport: TMDbTransport, Sendable {
    private let requests = Mutex<[TMDbHTTPRequest]>([])
    private let answer: @Sendable (TMDbHTTPRequest) throws(TMDbTransportError) -> TMDbHTTPResponse

    init(answer: @escaping @Sendable (TMDbHTTPRequest) throws(TMDbTransportError) -> TMDbHTTPResponse) {
        self.answer = answer
    }

    /// Every request handed over so far, in order.
    var received: [TMDbHTTPRequest] { requests.withLock { $0 } }

    func send(_ request: TMDbHTTPRequest) async throws(TMDbTransportError) -> TMDbHTTPResponse {
        requests.withLock { $0.append(request) }
        return try answer(request)
    }
}
