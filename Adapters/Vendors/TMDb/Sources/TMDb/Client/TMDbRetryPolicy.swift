/// How often, and after how long, a request that TMDb turned away for a while is tried again.
///
/// A 429 (too many requests) waits for the `Retry-After` seconds TMDb names, capped at
/// ``longestDelay``; without that header, and for a 502, 503 or 504, the wait doubles from
/// ``firstDelay`` on each attempt, capped the same way. Nothing else is retried.
public struct TMDbRetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first one included; 1 means never retry.
    public var maxAttempts: Int
    /// The wait before the second attempt when TMDb names none.
    public var firstDelay: Duration
    /// The longest any wait may be, whatever `Retry-After` says.
    public var longestDelay: Duration

    public init(maxAttempts: Int = 3, firstDelay: Duration = .milliseconds(500), longestDelay: Duration = .seconds(10)) {
        self.maxAttempts = max(1, maxAttempts)
        self.firstDelay = max(.zero, firstDelay)
        self.longestDelay = max(.zero, longestDelay)
    }

    /// Three attempts, waiting half a second and then a second, and never more than ten seconds.
    public static let standard = TMDbRetryPolicy()

    /// One attempt: every failure is reported at once.
    public static let never = TMDbRetryPolicy(maxAttempts: 1)

    /// The wait before attempt `attempt + 1`, after attempt `attempt` (from 1) failed;
    /// `retryAfter` is what TMDb's `Retry-After` header said, when it said a number of seconds.
    func delay(after attempt: Int, retryAfter: Duration?) -> Duration {
        if let retryAfter { return min(max(.zero, retryAfter), longestDelay) }
        var delay = firstDelay
        for _ in 1..<max(1, attempt) {
            delay *= 2
            if delay >= longestDelay { break }
        }
        return min(delay, longestDelay)
    }
}
