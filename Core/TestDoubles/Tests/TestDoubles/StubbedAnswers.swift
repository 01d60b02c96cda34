import Synchronization

/// What a hand-written test double was asked, and what it answers: the calls in order, the
/// answers a test stubbed (`Answers`, a struct of optionals, one a kind of answer), and a failure
/// that, once set, every question meets. A context's mocks of its ports share one of these, and
/// differ only in the error type their port throws.
public final class StubbedAnswers<Call: Sendable, Answers: Sendable, Failure: Error & Sendable>: Sendable {
    private struct State {
        var calls: [Call] = []
        var failure: Failure?
        var answers: Answers
    }

    private let state: Mutex<State>
    private let unstubbed: Failure

    /// - Parameters:
    ///   - answers: the answers before any is stubbed, usually all nil.
    ///   - unstubbed: what a question nobody stubbed an answer for fails with.
    public init(_ answers: Answers, unstubbed: Failure) {
        state = Mutex(State(answers: answers))
        self.unstubbed = unstubbed
    }

    /// Every question asked so far, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// Every question fails with `failure` from now on.
    public func fail(with failure: Failure) {
        state.withLock { $0.failure = failure }
    }

    /// Changes the stubbed answers.
    public func stub(_ change: (inout Answers) -> Void) {
        state.withLock { change(&$0.answers) }
    }

    /// Records `call` and gives the stubbed answer at `path`, or the stubbed failure, or the
    /// `unstubbed` failure when there is neither.
    public func respond<Value>(to call: Call, with path: KeyPath<Answers, Value?>) throws(Failure) -> Value {
        let (answers, failure) = state.withLock { state in
            state.calls.append(call)
            return (state.answers, state.failure)
        }
        if let failure { throw failure }
        guard let answer = answers[keyPath: path] else { throw unstubbed }
        return answer
    }
}
