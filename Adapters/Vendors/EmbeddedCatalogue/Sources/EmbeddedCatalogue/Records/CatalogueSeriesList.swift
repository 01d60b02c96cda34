/// A slice of an ordered list of series and the length of the whole list.
public struct CatalogueSeriesList: Sendable, Equatable {
    public let series: [CatalogueSeriesSummary]
    public let totalCount: Int
}
