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

    /// The rating a source's vote figures make, or nil when no vote stands behind them: an average
    /// over no votes is not a rating. TMDb says 0 out of 0 for a title nobody voted on, and the
    /// catalogue records no figures for it; shown, that 0 would read as the worst of scores. Every
    /// adapter maps its source's figures through here, so that "unknown" means the same everywhere.
    public static func voted(average: Double?, voteCount: Int?) -> Rating? {
        guard let average, let voteCount, voteCount > 0 else { return nil }
        return Rating(average: average, voteCount: voteCount)
    }
}
