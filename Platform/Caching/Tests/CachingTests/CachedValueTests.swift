import Caching
import Foundation
import Testing

@Suite struct CachedValueTests {
    let stored = Date(timeIntervalSince1970: 1_000_000)

    func entry(expiringAfter lifetime: TimeInterval, readAfter elapsed: TimeInterval) -> CachedValue<String> {
        CachedValue(
            value: "Fight Club", storedAt: stored, expiresAt: stored.addingTimeInterval(lifetime),
            readAt: stored.addingTimeInterval(elapsed))
    }

    @Test func expiresAtTheMomentItsTimeToLiveRunsOut() {
        #expect(!entry(expiringAfter: 60, readAfter: 59.9).isExpired)
        #expect(entry(expiringAfter: 60, readAfter: 60).isExpired)
        #expect(entry(expiringAfter: 60, readAfter: 3_600).isExpired)
    }

    @Test func itsAgeIsMeasuredFromWhenItWasStoredToWhenItWasRead() {
        #expect(entry(expiringAfter: 60, readAfter: 90.5).age == .milliseconds(90_500))
    }

    @Test func aClockThatWentBackGivesNoNegativeAge() {
        #expect(entry(expiringAfter: 60, readAfter: -30).age == .zero)
    }
}
