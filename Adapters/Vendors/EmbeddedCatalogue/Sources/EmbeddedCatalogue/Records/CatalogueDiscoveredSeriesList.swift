/// A slice of the series a discovery found, and how many it found in all.
public struct CatalogueDiscoveredSeriesList: Sendable, Equatable {
    public let series: [CatalogueDiscoveredSeries]
    public let totalCount: Int
}
