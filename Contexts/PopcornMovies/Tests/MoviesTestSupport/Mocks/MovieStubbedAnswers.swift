public import MoviesDomain
import Synchronization

/// What a test double of a Movies port was asked, and what it answers: the one piece behind both
/// hand-written mocks, whose ports ask the same questions and differ only in their error type.
public final class MovieStubbedAnswers<Failure: Error & Sendable>: Sendable {
    public enum Call: Sendable, Equatable {
        case movie(Movie.ID)
        case credits(Movie.ID)
        case popular(page: Int)
        case topRated(page: Int)
        case similar(Movie.ID, page: Int)
    }

    /// The answers stubbed so far; a list answer serves popular, top rated and similar alike.
    public struct Answers: Sendable {
        public var movie: Movie?
        public var credits: MovieCredits?
        public var page: MoviePage?
    }

    private struct State {
        var calls: [Call] = []
        var failure: Failure?
        var answers = Answers()
    }

    private let state = Mutex(State())
    private let unstubbed: Failure

    /// - Parameter unstubbed: what a question nobody stubbed an answer for fails with.
    public init(unstubbed: Failure) {
        self.unstubbed = unstubbed
    }

    public var calls: [Call] { state.withLock { $0.calls } }

    /// Every question fails with `failure` from now on.
    public func fail(with failure: Failure) { state.withLock { $0.failure = failure } }
    public func answer(_ movie: Movie) { state.withLock { $0.answers.movie = movie } }
    public func answer(_ credits: MovieCredits) { state.withLock { $0.answers.credits = credits } }
    public func answer(_ page: MoviePage) { state.withLock { $0.answers.page = page } }

    /// Records `call` and gives the stubbed answer at `path`, or the stubbed failure.
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
