/// A slice of the most popular series of the catalogue's recent busy years, how many there are in
/// all, and which years and how many series they were drawn from.
public struct CatalogueRecentSeriesList: Sendable, Equatable {
    public let series: [CatalogueDiscoveredSeries]
    public let totalCount: Int
    public let titles: CatalogueRecentTitles
}
