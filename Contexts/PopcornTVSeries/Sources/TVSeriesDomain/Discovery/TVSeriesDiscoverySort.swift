/// The order of a discovery: by what, and whether turned round.
public struct TVSeriesDiscoverySort: Sendable, Equatable, Codable {
    public let order: TVSeriesSortOrder
    public let isReversed: Bool

    public init(_ order: TVSeriesSortOrder = .popularity, reversed: Bool = false) {
        self.order = order
        self.isReversed = reversed
    }
}
