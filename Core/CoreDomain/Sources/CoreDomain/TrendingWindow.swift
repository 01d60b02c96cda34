/// Over how long a source counts what is trending: the last day or the last week.
public enum TrendingWindow: String, Sendable, Hashable, Codable, CaseIterable {
    case day
    case week

    /// The window a list is counted over when none is asked for: TMDb's own pages show the week.
    public static let standard = TrendingWindow.week
}
