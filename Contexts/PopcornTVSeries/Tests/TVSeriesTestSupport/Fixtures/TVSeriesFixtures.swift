public import TVSeriesDomain

/// Sample tVSeriess for the context's tests.
public enum TVSeriesFixtures {
    public static func tVSeries(id: TVSeries.ID = 1, name: String = "Sample") -> TVSeries {
        TVSeries(id: id, name: name)
    }
}
