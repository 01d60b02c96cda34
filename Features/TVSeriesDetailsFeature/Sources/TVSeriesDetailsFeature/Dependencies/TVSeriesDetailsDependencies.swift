public import Presentation

/// What the series screen needs from the app.
public struct TVSeriesDetailsDependencies: Sendable {
    public var fetchSeries: @Sendable (_ seriesID: Int) async throws(ViewStateError) -> TVSeriesDetails

    public init(fetchSeries: @escaping @Sendable (_ seriesID: Int) async throws(ViewStateError) -> TVSeriesDetails) {
        self.fetchSeries = fetchSeries
    }
}
