import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request and its answer, over URLSession: an HTTP status, headers and a body, or a failure
/// to get any answer at all, in words that never hold the credential.
struct TMDbExchange: Sendable {
    let session: URLSession

    func send(_ request: URLRequest) async throws(TMDbError) -> (Data, HTTPURLResponse) {
        if Task.isCancelled { throw .cancelled }
        let cancellation = TMDbExchangeCancellation()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<(Data, HTTPURLResponse), TMDbError>, Never>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(returning: .failure(Self.failure(error, for: request)))
                    } else if let response = response as? HTTPURLResponse {
                        continuation.resume(returning: .success((data ?? Data(), response)))
                    } else {
                        continuation.resume(returning: .failure(.unreachable(reason: "no HTTP answer came from \(Self.place(request))")))
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

    /// What a failed data task means to a caller.
    static func failure(_ error: any Error, for request: URLRequest) -> TMDbError {
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else {
            return .unreachable(reason: "\(error.domain) error \(error.code) asking \(place(request))")
        }
        let place = place(request)
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
    static func place(_ request: URLRequest) -> String {
        guard let url = request.url, let host = url.host else { return "TMDb" }
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
