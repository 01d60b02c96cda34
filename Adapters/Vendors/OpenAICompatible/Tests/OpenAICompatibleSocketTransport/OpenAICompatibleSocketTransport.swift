public import OpenAICompatible
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The transport port over a small HTTP/1.1 client on POSIX sockets, for tests and tools that
/// talk to a server on this machine in plain HTTP (an IPv4 address or `localhost`; no TLS).
///
/// It honours both timeouts to the millisecond (connecting, and the server's silence before and
/// within its answer), follows nothing, and reads a body framed by `Content-Length` or by the
/// closing of the connection, as the stand-in sends them (not `Transfer-Encoding: chunked`).
/// Each exchange runs on a thread of its own, so that its blocking waits never hold up Swift's
/// cooperative threads. It links no FoundationNetworking.
public final class OpenAICompatibleSocketTransport: OpenAICompatibleTransport, Sendable {
    private let exchanges = Mutex(0)

    public init() {}

    /// How many exchanges were begun: a test sees whether a request was ever sent.
    public var exchangeCount: Int { exchanges.withLock { $0 } }

    public func send(_ request: OpenAICompatibleHTTPRequest) async throws(OpenAICompatibleTransportError) -> OpenAICompatibleHTTPResponse {
        if Task.isCancelled { throw .cancelled }
        exchanges.withLock { $0 += 1 }
        let exchange = SocketExchange(request: request)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<OpenAICompatibleHTTPResponse, OpenAICompatibleTransportError>, Never>) in
                exchange.start { continuation.resume(returning: $0) }
            }
        } onCancel: {
            exchange.cancel()
        }
        return try result.get()
    }
}
