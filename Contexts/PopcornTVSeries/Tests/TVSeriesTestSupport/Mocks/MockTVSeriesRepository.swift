import Synchronization
public import TVSeriesDomain

/// Records every request and answers with what the test stubbed; an unstubbed request fails.
public final class MockTVSeriesRepository: TVSeriesRepository {
    private struct State {
        var calls: [TVSeries.ID] = []
        var result: Result<TVSeries, TVSeriesRepositoryError> = .failure(.unavailable("tVSeries not stubbed"))
    }

    private let state = Mutex<State>(State())

    public init() {}

    /// Every id asked for, in order.
    public var calls: [TVSeries.ID] { state.withLock { $0.calls } }

    public func stub(_ result: Result<TVSeries, TVSeriesRepositoryError>) {
        state.withLock { $0.result = result }
    }

    public func tVSeries(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeries {
        let result = state.withLock { state -> Result<TVSeries, TVSeriesRepositoryError> in
            state.calls.append(id)
            return state.result
        }
        return try result.get()
    }
}
