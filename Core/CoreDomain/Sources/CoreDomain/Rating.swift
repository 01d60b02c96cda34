/// The audience score of a title: an average on a 0–10 scale and the number of votes behind it.
///
/// The average is clamped into 0...10 so that a source reporting a stray value cannot produce
/// a rating the rest of the app cannot draw.
public struct Rating: Sendable, Hashable, Codable {
    public static let scale: ClosedRange<Double> = 0...10

    public let average: Double
    public let voteCount: Int

    public init(average: Double, voteCount: Int) {
        self.average = average.isNaN ? 0 : min(max(average, Self.scale.lowerBound), Self.scale.upperBound)
        self.voteCount = max(voteCount, 0)
    }
}
