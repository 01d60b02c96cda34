/// A discovery's order: what it sorts by, and whether it is turned round.
public struct MovieDiscoveryOrder: Sendable, Hashable, Codable {
    public let sort: MovieDiscoverySort
    public let reversed: Bool

    public init(sort: MovieDiscoverySort = .popularity, reversed: Bool = false) {
        self.sort = sort
        self.reversed = reversed
    }
}
