public import Foundation

/// What the stand-in answers to one request: a status, headers and a body, after an optional wait.
public struct TMDbStandInResponse: Sendable, Equatable {
    public var status: Int
    /// Sent besides `Content-Type`, `Content-Length` and `Connection: close`, which are always sent.
    public var headers: [String: String]
    public var body: Data
    /// How long to wait before answering, to let a test time out or cancel a request.
    public var delay: Duration

    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// A JSON body given as text.
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> TMDbStandInResponse {
        TMDbStandInResponse(status: status, headers: headers, body: Data(text.utf8))
    }

    /// An error in TMDb's shape: `{"success":false,"status_code":…,"status_message":…}`.
    public static func tmdbError(status: Int, code: Int, message: String, headers: [String: String] = [:]) -> TMDbStandInResponse {
        let body: [String: any Sendable] = ["success": false, "status_code": code, "status_message": message]
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        return TMDbStandInResponse(status: status, headers: headers, body: data)
    }

    /// TMDb's answer for a path or an id it does not know (HTTP 404, status code 34).
    public static let notFound = tmdbError(status: 404, code: 34, message: "The resource you requested could not be found.")

    /// TMDb's answer for a missing or wrong credential (HTTP 401, status code 7).
    public static let unauthorized = tmdbError(status: 401, code: 7, message: "Invalid API key: You must be granted a valid key.")

    /// TMDb's answer when requests come too fast (HTTP 429, status code 25), with a `Retry-After`
    /// header when `retryAfter` seconds are given.
    public static func rateLimited(retryAfter seconds: Int? = nil) -> TMDbStandInResponse {
        tmdbError(
            status: 429, code: 25, message: "Your request count is over the allowed limit.",
            headers: seconds.map { ["Retry-After": String($0)] } ?? [:])
    }

    /// A server failure with TMDb's error body (502, 503 or 504, say).
    public static func serverFailure(status: Int) -> TMDbStandInResponse {
        tmdbError(status: status, code: 11, message: "Internal error: Something went wrong, contact TMDb.")
    }

    /// The bundled fixture for `path` ("/3/movie/550"), or ``notFound`` when there is none.
    public static func fixture(_ path: String, from fixtures: TMDbStandInFixtures = .bundled) -> TMDbStandInResponse {
        fixtures.body(forPath: path).map { TMDbStandInResponse(body: $0) } ?? notFound
    }

    /// The same answer, given after `delay`.
    public func delayed(by delay: Duration) -> TMDbStandInResponse {
        var copy = self
        copy.delay = delay
        return copy
    }
}
