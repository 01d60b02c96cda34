import Foundation

/// A client of TMDb's version 3 web API.
///
/// Each endpoint is one method that returns TMDb's answer decoded into this module's types and
/// throws only ``TMDbError``. A request that TMDb turns away for a while (429, 502, 503, 504) is
/// tried again as the configuration's retry policy says; cancelling the calling task cancels the
/// request. The client keeps no cache: every call asks TMDb, except that identical calls made
/// while one is in flight share its exchange and its answer (see ``init(configuration:transport:)``).
///
/// The bytes go through a ``TMDbTransport``: `TMDbURLSession` adds `TMDbClient(configuration:)`,
/// which sends with URLSession, and `TMDbAsyncHTTPClient` a transport over async-http-client.
public final class TMDbClient: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let configuration: TMDbClientConfiguration

    private let transport: any TMDbTransport
    private let builder: TMDbRequestBuilder
    private let inFlight = TMDbInFlightRequests()

    /// A client that sends its requests through `transport`.
    ///
    /// Two identical requests (the same URL, so the same endpoint, parameters and credential) made
    /// while the first is in flight share one exchange, its retries and its answer. A caller whose
    /// task is cancelled gets ``TMDbError/cancelled`` at once; the shared exchange goes on for the
    /// other callers and is cancelled only when all of them are.
    public init(configuration: TMDbClientConfiguration, transport: any TMDbTransport) {
        self.configuration = configuration
        self.transport = transport
        builder = TMDbRequestBuilder(configuration: configuration)
    }

    public var description: String {
        "TMDbClient(baseURL: \(configuration.baseURL.absoluteString), credential: \(configuration.credential.kind))"
    }

    public var debugDescription: String { description }

    /// Only the configuration, whose own description keeps the credential out: the requests in
    /// flight hold an `api_key` in their URLs.
    public var customMirror: Mirror { Mirror(self, children: ["configuration": configuration], displayStyle: .class) }

    /// How many distinct exchanges are under way, for tests.
    var exchangesInFlight: Int {
        get async { await inFlight.count }
    }

    /// How many calls wait for those exchanges, for tests.
    var callersWaiting: Int {
        get async { await inFlight.callers }
    }

    /// Asks for `path` (a v3 path such as "/movie/550") and decodes the answer, retrying and
    /// mapping failures as the type's documentation says.
    func get<Response: Decodable>(
        _ path: String, query: [URLQueryItem] = [], as type: Response.Type = Response.self, impliedMediaType: TMDbMediaType? = nil
    ) async throws(TMDbError) -> Response {
        do throws(TMDbError) {
            if Task.isCancelled { throw .cancelled }
            let request = builder.request(path: path, query: query)
            let key = "\(request.method) \(request.url.absoluteString)"
            let data = try await inFlight.outcome(for: key) { [self] in await outcome(of: request) }.get()
            do throws(DecodingError) {
                return try TMDbJSON.decode(type, from: data, impliedMediaType: impliedMediaType)
            } catch {
                throw TMDbError.undecodable(path: builder.fullPath(path), reason: TMDbJSON.describe(error))
            }
        } catch {
            throw error.redacting(configuration.credential.secret)
        }
    }

    private func outcome(of request: TMDbHTTPRequest) async -> Result<Data, TMDbError> {
        do {
            return .success(try await fetch(request))
        } catch {
            return .failure(error)
        }
    }

    /// The body of the first answer that succeeds, after as many attempts as the policy allows.
    private func fetch(_ request: TMDbHTTPRequest) async throws(TMDbError) -> Data {
        let policy = configuration.retryPolicy
        var attempt = 1
        while true {
            let response = try await exchange(request, attempt: attempt)
            let status = response.status
            switch status {
            case 200..<300:
                return response.body
            case 401:
                throw .unauthorized(credentialKind: configuration.credential.kind)
            case 404:
                throw .notFound(path: request.url.path)
            case 429, 502, 503, 504:
                guard attempt < policy.maxAttempts else {
                    throw status == 429 ? .rateLimited : .server(status: status, message: Self.errorBody(response.body))
                }
                let delay = policy.delay(after: attempt, retryAfter: Self.retryAfter(response))
                do {
                    try await Task.sleep(for: delay)
                } catch {
                    throw .cancelled
                }
                attempt += 1
            default:
                throw .server(status: status, message: Self.errorBody(response.body))
            }
        }
    }

    /// One attempt through the transport, told to the observer whatever came of it.
    private func exchange(_ request: TMDbHTTPRequest, attempt: Int) async throws(TMDbError) -> TMDbHTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let clock = ContinuousClock()
        let started = clock.now
        let result: Result<TMDbHTTPResponse, TMDbTransportError>
        do {
            result = .success(try await transport.send(request))
        } catch {
            result = .failure(error)
        }
        if let observer = configuration.requestObserver {
            let status = try? result.get().status
            observer(
                TMDbRequestRecord(
                    method: request.method, path: request.url.path, status: status, duration: clock.now - started, attempt: attempt))
        }
        switch result {
        case .success(let response):
            return response
        case .failure(.cancelled):
            throw .cancelled
        case .failure(.unreachable(let reason)):
            throw .unreachable(reason: reason)
        }
    }

    /// TMDb's error body, when the answer has one.
    private static func errorBody(_ data: Data) -> TMDbErrorBody? {
        guard let body = try? JSONDecoder().decode(TMDbErrorBody.self, from: data),
            body.statusCode != nil || body.statusMessage != nil
        else { return nil }
        return body
    }

    /// The wait a `Retry-After` header asks for, when it gives a number of seconds.
    private static func retryAfter(_ response: TMDbHTTPResponse) -> Duration? {
        guard let text = response.header("Retry-After"), let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds >= 0
        else {
            return nil
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
