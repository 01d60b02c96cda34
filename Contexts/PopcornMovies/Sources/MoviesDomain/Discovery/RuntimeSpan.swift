/// A film's running time in minutes, both ends included; an end left nil does not bound it.
public struct RuntimeSpan: Sendable, Hashable, Codable {
    public let minimum: Int?
    public let maximum: Int?

    public init(minimum: Int?, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
    }
}
