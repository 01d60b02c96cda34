import Observability
import Testing

@Suite struct NoopObserverTests {
    @Test func runsTheWorkAndPassesItsValueThrough() async {
        let value = await NoopObserver().withSpan("anything") { "done" }
        #expect(value == "done")
    }
}
