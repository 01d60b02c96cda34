public import CoreDomain

/// A page of the series trending, and what the list was drawn from: the source's figures over a
/// window, or, in a snapshot without them, its most popular recent series (`TrendingBasis`).
public struct TrendingTVSeriesPage: Sendable, Equatable, Codable {
    public let series: TVSeriesPage
    public let basis: TrendingBasis

    public init(series: TVSeriesPage, basis: TrendingBasis) {
        self.series = series
        self.basis = basis
    }
}
