import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client of TMDb's version 3 web API.
///
/// Each endpoint is one method that returns TMDb's answer decoded into this module's types and
/// throws only ``TMDbError``. A request that TMDb turns away for a while (429, 502, 503, 504) is
/// tried again as the configuration's retry policy says; cancelling the calling task cancels the
/// request. The client keeps no cache: every call asks TMDb.
public final class TMDbClient: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let configuration: TMDbClientConfiguration

    private let session: URLSession
    private let builder: TMDbRequestBuilder

    public init(configuration: TMDbClientConfiguration) {
        self.configuration = configuration
        let settings = URLSessionConfiguration.ephemeral
        settings.urlCache = nil
        settings.requestCachePolicy = .reloadIgnoringLocalCacheData
        settings.timeoutIntervalForRequest = Self.seconds(configuration.requestTimeout)
        settings.timeoutIntervalForResource = Self.seconds(configuration.resourceTimeout)
        session = URLSession(configuration: settings)
        builder = TMDbRequestBuilder(
            baseURL: configuration.baseURL, credential: configuration.credential, language: configuration.language)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public var description: String {
        "TMDbClient(baseURL: \(configuration.baseURL.absoluteString), credential: \(configuration.credential.kind))"
    }

    public var debugDescription: String { description }

    /// Asks for `path` (a v3 path such as "/movie/550") and decodes the answer, retrying and
    /// mapping failures as the type's documentation says.
    func get<Response: Decodable>(
        _ path: String, query: [URLQueryItem] = [], as type: Response.Type = Response.self, impliedMediaType: TMDbMediaType? = nil
    ) async throws(TMDbError) -> Response {
        do throws(TMDbError) {
            let data = try await fetch(path, query: query)
            do throws(DecodingError) {
                return try TMDbJSON.decode(type, from: data, impliedMediaType: impliedMediaType)
            } catch {
                throw TMDbError.undecodable(path: builder.fullPath(path), reason: TMDbJSON.describe(error))
            }
        } catch {
            throw error.redacting(configuration.credential.secret)
        }
    }

    /// The body of the first answer that succeeds, after as many attempts as the policy allows.
    private func fetch(_ path: String, query: [URLQueryItem]) async throws(TMDbError) -> Data {
        let request = builder.request(path: path, query: query)
        let exchange = TMDbExchange(session: session)
        let policy = configuration.retryPolicy
        var attempt = 1
        while true {
            let (data, response) = try await exchange.send(request)
            let status = response.statusCode
            switch status {
            case 200..<300:
                return data
            case 401:
                throw .unauthorized(credentialKind: configuration.credential.kind)
            case 404:
                throw .notFound(path: builder.fullPath(path))
            case 429, 502, 503, 504:
                guard attempt < policy.maxAttempts else {
                    throw status == 429 ? .rateLimited : .server(status: status, message: Self.errorBody(data))
                }
                let delay = policy.delay(after: attempt, retryAfter: Self.retryAfter(response))
                do {
                    try await Task.sleep(for: delay)
                } catch {
                    throw .cancelled
                }
                attempt += 1
            default:
                throw .server(status: status, message: Self.errorBody(data))
            }
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
    private static func retryAfter(_ response: HTTPURLResponse) -> Duration? {
        let value = response.allHeaderFields.first { key, _ in
            (key as? String)?.caseInsensitiveCompare("Retry-After") == .orderedSame
        }?.value
        guard let text = value as? String, let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds >= 0 else {
            return nil
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// A timeout in whole seconds, rounded up and at least one: the toolchain's URLSession on Linux
    /// drops the fraction, so 0.3 s would otherwise fail every request at once.
    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return max(1, (TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18).rounded(.up))
    }
}
