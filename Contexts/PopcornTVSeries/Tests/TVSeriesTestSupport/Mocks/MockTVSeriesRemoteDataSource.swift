import Synchronization
public import TVSeriesDomain
public import TVSeriesInfrastructure

/// Records every request and answers with what the test stubbed; an unstubbed request fails.
public final class MockTVSeriesRemoteDataSource: TVSeriesRemoteDataSource {
    private struct State {
        var calls: [TVSeries.ID] = []
        var result: Result<TVSeries, TVSeriesRemoteDataSourceError> = .failure(.unreachable("tVSeries not stubbed"))
    }

    private let state = Mutex<State>(State())

    public init() {}

    /// Every id asked for, in order.
    public var calls: [TVSeries.ID] { state.withLock { $0.calls } }

    public func stub(_ result: Result<TVSeries, TVSeriesRemoteDataSourceError>) {
        state.withLock { $0.result = result }
    }

    public func tVSeries(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeries {
        let result = state.withLock { state -> Result<TVSeries, TVSeriesRemoteDataSourceError> in
            state.calls.append(id)
            return state.result
        }
        return try result.get()
    }
}
