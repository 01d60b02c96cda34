import Synchronization
public import TVSeriesDomain

/// What a test double of a TV series port was asked, and what it answers: one piece behind both
/// hand-written mocks, whose ports ask the same questions and differ only in their error type.
public final class TVStubbedAnswers<Failure: Error & Sendable>: Sendable {
    public enum Call: Sendable, Equatable {
        case series(TVSeries.ID)
        case season(TVSeries.ID, Int)
        case episode(TVSeries.ID, Int, Int)
        case credits(TVSeries.ID)
        case popular(page: Int)
        case topRated(page: Int)
        case similar(TVSeries.ID, page: Int)
    }

    private struct State {
        var calls: [Call] = []
        var failure: Failure?
        var series: TVSeries?
        var season: TVSeason?
        var episode: TVEpisode?
        var credits: TVSeriesCredits?
        var page: TVSeriesPage?
    }

    private let state = Mutex(State())
    private let unstubbed: Failure

    /// - Parameter unstubbed: what a question nobody stubbed an answer for fails with.
    public init(unstubbed: Failure) {
        self.unstubbed = unstubbed
    }

    public var calls: [Call] { state.withLock { $0.calls } }

    public func fail(with failure: Failure) { state.withLock { $0.failure = failure } }
    public func answer(_ series: TVSeries) { state.withLock { $0.series = series } }
    public func answer(_ season: TVSeason) { state.withLock { $0.season = season } }
    public func answer(_ episode: TVEpisode) { state.withLock { $0.episode = episode } }
    public func answer(_ credits: TVSeriesCredits) { state.withLock { $0.credits = credits } }
    public func answer(_ page: TVSeriesPage) { state.withLock { $0.page = page } }

    /// Records `call` and gives the stubbed answer at `path`, or the failure.
    public func respond<Value>(to call: Call, with path: KeyPath<TVStubbedAnswersState, Value?>) throws(Failure) -> Value {
        let (snapshot, failure) = state.withLock { state in
            state.calls.append(call)
            let snapshot = TVStubbedAnswersState(
                series: state.series, season: state.season, episode: state.episode, credits: state.credits, page: state.page)
            return (snapshot, state.failure)
        }
        let answer = snapshot[keyPath: path]
        if let failure { throw failure }
        guard let answer else { throw unstubbed }
        return answer
    }
}

/// The answers a `TVStubbedAnswers` holds, for the key paths its mocks read.
public struct TVStubbedAnswersState: Sendable {
    public let series: TVSeries?
    public let season: TVSeason?
    public let episode: TVEpisode?
    public let credits: TVSeriesCredits?
    public let page: TVSeriesPage?
}
