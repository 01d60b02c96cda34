public import TVSeriesDomain

/// The source the repository asks when its cache cannot answer; adapters outside the context fill it.
public protocol TVSeriesRemoteDataSource: Sendable {
    func tVSeries(withID id: TVSeries.ID) async throws(TVSeriesRemoteDataSourceError) -> TVSeries
}
