/// Where the TVSeries context's use cases read tVSeriess from; callers never learn about caching.
public protocol TVSeriesRepository: Sendable {
    func tVSeries(withID id: TVSeries.ID) async throws(TVSeriesRepositoryError) -> TVSeries
}
