/// A series a discovery found: what a list shows, and its genres in the series' own order.
public struct CatalogueDiscoveredSeries: Sendable, Equatable {
    public let summary: CatalogueSeriesSummary
    public let genres: [CatalogueGenre]
}
