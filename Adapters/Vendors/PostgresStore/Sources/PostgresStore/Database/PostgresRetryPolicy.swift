/// How long to keep asking a server that has no connection to spare (SQLSTATE 53300), is starting
/// up (57P03), or gave up a transaction to a deadlock or a conflict (40P01, 40001): waits doubling
/// from `firstWait` up to `longestWait`, each with a random part so that many clients do not come
/// back together, for at most `patience` in all.
public struct PostgresRetryPolicy: Sendable, Equatable {
    public var firstWait: Duration
    public var longestWait: Duration
    public var patience: Duration

    public init(firstWait: Duration = .milliseconds(10), longestWait: Duration = .milliseconds(500), patience: Duration = .seconds(30)) {
        self.firstWait = firstWait
        self.longestWait = longestWait
        self.patience = patience
    }

    /// The wait before try number `attempt + 1` (`attempt` from 0), half of it random.
    func wait(after attempt: Int) -> Duration {
        var wait = firstWait
        for _ in 0..<min(attempt, 16) where wait < longestWait { wait = wait * 2 }
        wait = min(wait, longestWait)
        return wait / 2 + wait / 2 * Double.random(in: 0...1)
    }
}
