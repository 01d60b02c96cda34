import Foundation
import Synchronization
public import TMDb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends TMDb's requests with the toolchain's URLSession (FoundationNetworking, over libcurl on
/// Linux).
///
/// It keeps one ephemeral session, without a cache, for each pair of timeouts it has been asked
/// to honour (in practice one, the client's), made on the first request and invalidated when the
/// transport goes. Timeouts count in whole seconds, rounded up and at least one, because
/// URLSession on Linux drops the fraction: 0.3 s would fail every request at once.
///
/// Linking this module links FoundationNetworking and libcurl, whose shared objects cost every
/// start of a statically linked program a few milliseconds (see docs/decisions/0001-http-client.md):
/// it suits tests and tools; the `popcorn` binary uses `TMDbAsyncHTTPClient`.
public final class TMDbURLSessionTransport: TMDbTransport, Sendable {
    private struct Timeouts: Hashable {
        let request: TimeInterval
        let resource: TimeInterval
    }

    private let sessions = Mutex<[Timeouts: URLSession]>([:])

    public init() {}

    deinit {
        for session in sessions.withLock({ Array($0.values) }) { session.finishTasksAndInvalidate() }
    }

    public func send(_ request: TMDbHTTPRequest) async throws(TMDbTransportError) -> TMDbHTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let timeouts = Timeouts(request: Self.seconds(request.timeout), resource: Self.seconds(request.resourceTimeout))
        let session = session(for: timeouts)
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeouts.request)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let place = Self.place(request.url)
        let cancellation = TMDbURLSessionCancellation()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<TMDbHTTPResponse, TMDbTransportError>, Never>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    if let error {
                        continuation.resume(returning: .failure(Self.failure(error, asking: place)))
                    } else if let response = response as? HTTPURLResponse {
                        continuation.resume(returning: .success(Self.response(response, body: data ?? Data())))
                    } else {
                        continuation.resume(returning: .failure(.unreachable(reason: "no HTTP answer came from \(place)")))
                    }
                }
                cancellation.attach(task)
                task.resume()
            }
        } onCancel: {
            cancellation.cancel()
        }
        if Task.isCancelled { throw .cancelled }
        return try result.get()
    }

    /// The session for these timeouts, made the first time they are asked for.
    private func session(for timeouts: Timeouts) -> URLSession {
        sessions.withLock { sessions in
            if let session = sessions[timeouts] { return session }
            let settings = URLSessionConfiguration.ephemeral
            settings.urlCache = nil
            settings.requestCachePolicy = .reloadIgnoringLocalCacheData
            settings.timeoutIntervalForRequest = timeouts.request
            settings.timeoutIntervalForResource = timeouts.resource
            let session = URLSession(configuration: settings)
            sessions[timeouts] = session
            return session
        }
    }

    private static func response(_ response: HTTPURLResponse, body: Data) -> TMDbHTTPResponse {
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields { headers[name] = value }
        return TMDbHTTPResponse(status: response.statusCode, headers: headers, body: body)
    }

    /// What a failed data task means to a caller.
    static func failure(_ error: any Error, asking place: String) -> TMDbTransportError {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else {
            return .unreachable(reason: "\(error.domain) error \(error.code) asking \(place)")
        }
        switch URLError.Code(rawValue: error.code) {
        case .cancelled:
            return .cancelled
        case .timedOut:
            return .unreachable(reason: "no answer from \(place) in time")
        case .cannotConnectToHost:
            return .unreachable(reason: "the connection to \(place) was refused")
        case .cannotFindHost, .dnsLookupFailed:
            return .unreachable(reason: "the host name of \(place) did not resolve")
        case .networkConnectionLost:
            return .unreachable(reason: "the connection to \(place) was lost")
        case .notConnectedToInternet:
            return .unreachable(reason: "this machine is not connected to a network")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot:
            return .unreachable(reason: "a secure connection to \(place) could not be made")
        default:
            return .unreachable(reason: "URL error \(error.code) asking \(place)")
        }
    }

    /// The host and port asked, never the query (which may hold an API key).
    static func place(_ url: URL) -> String {
        guard let host = url.host else { return "TMDb" }
        return url.port.map { "\(host):\($0)" } ?? host
    }

    /// A timeout in whole seconds, rounded up and at least one: the toolchain's URLSession on Linux
    /// drops the fraction, so 0.3 s would otherwise fail every request at once.
    static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return max(1, (TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18).rounded(.up))
    }
}
