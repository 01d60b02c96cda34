import AsyncHTTPClient
import NIOCore
import Synchronization

/// The `HTTPClient` a model's transport sends with, one per pair of timeouts asked for (in a run,
/// one): made on the first request, and kept, like ``ProcessHTTPClient``, until the process ends.
///
/// It follows no redirect (the OpenAI-compatible client follows one itself, within the base URL's
/// origin only, so that the key goes nowhere else); it fails a connection at once rather than
/// trying again; its read timeout is the longest silence allowed between two pieces of a reply.
enum ModelHTTPClients {
    private static let clients = Mutex<[String: HTTPClient]>([:])

    static func client(connectTimeout: Duration, idleTimeout: Duration) -> HTTPClient {
        let key = "\(connectTimeout)|\(idleTimeout)"
        return clients.withLock { clients in
            if let client = clients[key] { return client }
            var configuration = HTTPClient.Configuration(
                redirectConfiguration: .disallow,
                timeout: HTTPClient.Configuration.Timeout(connect: amount(connectTimeout), read: amount(idleTimeout)))
            configuration.connectionPool.retryConnectionEstablishment = false
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[key] = client
            return client
        }
    }

    static func amount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
