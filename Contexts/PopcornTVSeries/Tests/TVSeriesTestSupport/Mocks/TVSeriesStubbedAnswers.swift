import Synchronization
public import TVSeriesDomain

/// What a test double of a TV series port was asked, and what it answers: the one piece behind
/// both hand-written mocks, whose ports ask the same questions and differ only in their error type.
public final class TVSeriesStubbedAnswers<Failure: Error & Sendable>: Sendable {
    public enum Call: Sendable, Equatable {
        case series(TVSeries.ID)
        case season(TVSeries.ID, Int)
        case episode(TVSeries.ID, Int, Int)
        case credits(TVSeries.ID)
        case popular(page: Int)
        case topRated(page: Int)
        case similar(TVSeries.ID, page: Int)
    }

    /// The answers stubbed so far; a list answer serves popular, top rated and similar alike.
    public struct Answers: Sendable {
        public var series: TVSeries?
        public var season: TVSeason?
        public var episode: TVEpisode?
        public var credits: TVSeriesCredits?
        public var page: TVSeriesPage?
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
    public func answer(_ series: TVSeries) { state.withLock { $0.answers.series = series } }
    public func answer(_ season: TVSeason) { state.withLock { $0.answers.season = season } }
    public func answer(_ episode: TVEpisode) { state.withLock { $0.answers.episode = episode } }
    public func answer(_ credits: TVSeriesCredits) { state.withLock { $0.answers.credits = credits } }
    public func answer(_ page: TVSeriesPage) { state.withLock { $0.answers.page = page } }

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
