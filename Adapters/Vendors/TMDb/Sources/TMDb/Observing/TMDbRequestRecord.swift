/// What one HTTP exchange with TMDb came to, for a ``TMDbClientConfiguration/requestObserver``:
/// one record per attempt, retries included, and one for an exchange shared by several callers.
///
/// A record holds no secret: the path has no query (where an `api_key` would be), and no header
/// is kept.
public struct TMDbRequestRecord: Sendable, Equatable, CustomStringConvertible {
    /// The HTTP method, "GET".
    public let method: String
    /// The path as sent, without the query: "/3/movie/550".
    public let path: String
    /// The HTTP status TMDb answered with, or nil when no answer came (unreachable, or cancelled).
    public let status: Int?
    /// From handing the request to the transport to having the whole answer, or the failure.
    public let duration: Duration
    /// Which attempt this was, from 1; a retry after a 429 or a 503 is attempt 2.
    public let attempt: Int

    public init(method: String, path: String, status: Int?, duration: Duration, attempt: Int) {
        self.method = method
        self.path = path
        self.status = status
        self.duration = duration
        self.attempt = attempt
    }

    /// "GET /3/movie/550 → 200 in 12 ms (attempt 1)".
    public var description: String {
        let answer = status.map(String.init) ?? "no answer"
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return "\(method) \(path) → \(answer) in \(milliseconds) ms (attempt \(attempt))"
    }
}
