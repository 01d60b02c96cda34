/// How a discover list is ordered, in TMDb's words ("popularity.desc"). The common orders have
/// names here; any other that TMDb documents can be written with ``init(rawValue:)``.
public struct TMDbSortOrder: RawRepresentable, Sendable, Equatable, Hashable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let popularityDescending = TMDbSortOrder(rawValue: "popularity.desc")
    public static let voteAverageDescending = TMDbSortOrder(rawValue: "vote_average.desc")
    public static let voteCountDescending = TMDbSortOrder(rawValue: "vote_count.desc")
    /// Films only.
    public static let releaseDateDescending = TMDbSortOrder(rawValue: "primary_release_date.desc")
    /// Series only.
    public static let firstAirDateDescending = TMDbSortOrder(rawValue: "first_air_date.desc")
}
