/// The orders a discovery of series can take: the most popular, the best rated (ties to more
/// votes), the newest, or by name from A; a discovery can turn any of them round.
public enum CatalogueSeriesDiscoveryOrder: Sendable, Equatable {
    case popularity
    case rating
    case firstAirDate
    case name
}
