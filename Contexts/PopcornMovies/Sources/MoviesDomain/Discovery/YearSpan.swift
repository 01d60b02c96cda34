/// The years a film came out in, both ends included: one year is a span from and through it.
public struct YearSpan: Sendable, Hashable, Codable {
    public let from: Int
    public let through: Int

    public init(from: Int, through: Int) {
        self.from = from
        self.through = through
    }

    /// One year.
    public init(_ year: Int) {
        self.init(from: year, through: year)
    }
}
