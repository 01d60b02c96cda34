import Presentation
import Testing

@Suite struct ViewStateTests {
    @Test func exposesContentOnlyWhenReady() {
        #expect(ViewState<Int>.ready(3).content == 3)
        #expect(ViewState<Int>.loading.content == nil)
        #expect(ViewState<Int>.initial.content == nil)
        #expect(ViewState<Int>.error(.init(kind: .unexpected, message: "x")).content == nil)
    }

    @Test func exposesTheErrorOnlyWhenFailed() {
        let failure = ViewStateError(kind: .notFound, message: "No movie with id 9", suggestion: "Try another id")
        #expect(ViewState<Int>.error(failure).error == failure)
        #expect(ViewState<Int>.ready(1).error == nil)
    }

    @Test func comparesByCaseAndPayload() {
        #expect(ViewState<Int>.ready(1) == .ready(1))
        #expect(ViewState<Int>.ready(1) != .ready(2))
        #expect(ViewState<Int>.initial != .loading)
    }
}

@Suite struct ViewStateOutcomeTests {
    @Test func isReadyWithWhatTheOperationReturns() async {
        #expect(await ViewState.outcome { 42 } == .ready(42))
    }

    @Test func isAnErrorWithWhatTheOperationThrew() async {
        let failure = ViewStateError(kind: .unavailable, message: "down")
        let state = await ViewState<Int>.outcome { () throws(ViewStateError) -> Int in throw failure }
        #expect(state == .error(failure))
    }
}
