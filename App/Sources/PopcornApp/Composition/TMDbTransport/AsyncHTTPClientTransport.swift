import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TMDb

/// Sends TMDb's requests with async-http-client (SwiftNIO, with TLS from BoringSSL): no
/// FoundationNetworking and no libcurl, so that a statically linked program that links it starts
/// about 4 ms sooner than one that links URLSession.
///
/// ```swift
/// let client = TMDbClient(configuration: configuration, transport: AsyncHTTPClientTransport())
/// ```
///
/// Making a transport costs nothing: the `HTTPClient` it sends with, and SwiftNIO's event-loop
/// threads under it, come into being on the first request, so a program that never asks TMDb
/// never starts them. See ``init()`` for that client and why it is never shut down.
///
/// The answer's head must arrive within the request's `timeout`, and the whole answer within its
/// `resourceTimeout`. A refused connection, a host name that does not resolve, a failed secure
/// connection and a timeout are ``TMDbTransportError/unreachable(reason:)``, reported at once
/// (connection attempts are not retried: the client's retry policy decides about retrying); the
/// calling task's cancellation cancels the request and is ``TMDbTransportError/cancelled``.
struct AsyncHTTPClientTransport: TMDbTransport {
    /// The most an answer's body may hold; TMDb's largest answers hold a few hundred kilobytes.
    static let largestBody = 32 * 1024 * 1024

    private let client: @Sendable () -> HTTPClient

    /// A transport on one `HTTPClient` for the whole process, made on the first request sent by
    /// any transport made this way, and kept until the process ends.
    ///
    /// That client is not `HTTPClient.shared` (which 1.37.0 has): the shared one retries a failed
    /// connection until the request's deadline, so a machine offline would wait the whole timeout
    /// before hearing that TMDb is out of reach. This one fails at once. It runs on SwiftNIO's
    /// process-wide event-loop group (`HTTPClient.defaultEventLoopGroup`), which is never shut
    /// down either; it is never shut down because it lives exactly as long as the process: every
    /// request it sends is awaited by its caller, so none is left half done, and the event-loop
    /// threads and any idle connection end with the process.
    init() {
        self.init(provider: { ProcessHTTPClient.shared })
    }

    /// A transport on a client of the caller's, who shuts it down once nothing sends with it.
    init(client: HTTPClient) {
        self.init(provider: { client })
    }

    /// A transport that asks `provider` for its client on every request.
    init(provider: @escaping @Sendable () -> HTTPClient) {
        client = provider
    }

    func send(_ request: TMDbHTTPRequest) async throws(TMDbTransportError) -> TMDbHTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let place = AsyncHTTPClientFailure.place(request.url)
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        let finish = ContinuousClock.now + request.resourceTimeout
        do {
            let headDeadline = NIODeadline.now() + TimeAmount(min(request.timeout, request.resourceTimeout))
            let response = try await client().execute(outgoing, deadline: headDeadline)
            let body = try await Self.collect(response.body, before: finish)
            var headers: [String: String] = [:]
            for (name, value) in response.headers {
                let name = name.lowercased()
                headers[name] = headers[name].map { "\($0), \(value)" } ?? value
            }
            return TMDbHTTPResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw AsyncHTTPClientFailure.transportError(error, asking: place)
        }
    }

    /// The whole body, unless `finish` comes first; then `HTTPClientError.deadlineExceeded`.
    private static func collect(_ body: HTTPClientResponse.Body, before finish: ContinuousClock.Instant) async throws -> ByteBuffer {
        try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask { try await body.collect(upTo: largestBody) }
            group.addTask {
                try await Task.sleep(until: finish, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let buffer = first else { throw HTTPClientError.deadlineExceeded }
            return buffer
        }
    }
}
