import Testing

@testable import TMDb

@Suite("TMDbRetryPolicy")
struct TMDbRetryPolicyTests {
    @Test("Without Retry-After the wait doubles from the first delay, up to the longest")
    func backOff() {
        let policy = TMDbRetryPolicy(maxAttempts: 6, firstDelay: .milliseconds(500), longestDelay: .seconds(3))

        #expect(
            (1...5).map { policy.delay(after: $0, retryAfter: nil) } == [
                .milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3),
            ])
    }

    @Test("Retry-After is followed, but never past the longest delay")
    func retryAfter() {
        let policy = TMDbRetryPolicy.standard

        #expect(policy.delay(after: 1, retryAfter: .seconds(2)) == .seconds(2))
        #expect(policy.delay(after: 1, retryAfter: .seconds(120)) == .seconds(10))
        #expect(policy.delay(after: 1, retryAfter: .zero) == .zero)
    }

    @Test("Nonsense settings are made sensible")
    func clamped() {
        let policy = TMDbRetryPolicy(maxAttempts: 0, firstDelay: .seconds(-1), longestDelay: .seconds(-1))

        #expect(policy.maxAttempts == 1)
        #expect(policy.firstDelay == .zero)
        #expect(policy.longestDelay == .zero)
    }
}
