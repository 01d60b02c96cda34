import Testing

@testable import PostgresStore

@Suite struct PostgresRetryPolicyTests {
    @Test func waitsDoubleUpToTheLongestWaitWithARandomHalf() {
        let policy = PostgresRetryPolicy(firstWait: .milliseconds(10), longestWait: .milliseconds(80), patience: .seconds(1))
        for attempt in 0..<10 {
            let full = min(Duration.milliseconds(10 * (1 << min(attempt, 3))), .milliseconds(80))
            let wait = policy.wait(after: attempt)
            #expect(wait >= full / 2 && wait <= full)
        }
    }
}
