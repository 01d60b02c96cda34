import Browsing
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Signals are caught from the moment `catching` returns: sent at once, none is lost (with
/// dispatch sources, 19 in 20 were). SIGUSR2, which nothing else in the tests sends, sent to the
/// process as `kill` sends it from outside.
@Suite(.serialized) struct CaughtSignalsTests {
    final class Received: Sendable {
        let numbers = Mutex<[Int32]>([])
    }

    @Test func aSignalSentAsSoonAsCatchingReturnsIsHandedOnEveryTime() async throws {
        let received = Received()
        let clock = ContinuousClock()
        // One at a time, each waited for: two of a number sent together may arrive as one.
        for round in 1...20 {
            #expect(CaughtSignals.catching([SIGUSR2]) { number in received.numbers.withLock { $0.append(number) } })
            kill(getpid(), SIGUSR2)
            let deadline = clock.now + .seconds(20)
            while received.numbers.withLock({ $0.count }) < round, clock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
        }
        CaughtSignals.stopHandingOn()
        #expect(received.numbers.withLock { $0 } == Array(repeating: SIGUSR2, count: 20))
    }

    @Test func onceStoppedASignalIsDroppedAndTheProcessRunsOn() async throws {
        let received = Received()
        CaughtSignals.catching([SIGUSR2]) { number in received.numbers.withLock { $0.append(number) } }
        CaughtSignals.stopHandingOn()
        kill(getpid(), SIGUSR2)
        try await Task.sleep(for: .milliseconds(100))
        #expect(received.numbers.withLock { $0 }.isEmpty)
    }
}
