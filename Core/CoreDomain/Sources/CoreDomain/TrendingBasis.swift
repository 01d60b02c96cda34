/// What a list of trending films, series or people was drawn from. A live source counts what is
/// trending over a window; a snapshot has no such figures, so the catalogue lists what stood out in
/// its last years instead, and says so.
public enum TrendingBasis: Sendable, Hashable, Codable {
    /// The source's own trending figures, over this window.
    case window(TrendingWindow)
    /// No trending figures: the most popular titles of `years` (the catalogue's last years that each
    /// hold at least `minimumTitlesPerYear` titles of the kind), `titleCount` of them; for people,
    /// those credited on them, ranked by those titles' popularity. `years` is empty when no year
    /// holds that many.
    case recentTitles(years: [Int], titleCount: Int, minimumTitlesPerYear: Int)

    /// The rule the catalogue follows: its last three years that each hold at least fifty titles of a kind.
    public static let recentYears = 3
    public static let minimumTitlesPerYear = 50
}
