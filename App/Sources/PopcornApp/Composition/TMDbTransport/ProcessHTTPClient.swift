import AsyncHTTPClient
import NIOCore

/// The one `HTTPClient` that ``AsyncHTTPClientTransport/init()`` sends with: made the first time
/// it is asked for (a static `let` is initialised lazily, once, safely across threads), and then
/// kept for the rest of the process without being shut down.
enum ProcessHTTPClient {
    static let shared: HTTPClient = {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 5, allowCycles: false),
            timeout: HTTPClient.Configuration.Timeout(connect: .seconds(30), read: .seconds(60)))
        // Fail a request as soon as its connection fails, rather than trying to connect again
        // until its deadline: TMDbClient's retry policy is the one place that decides about retries.
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()
}
