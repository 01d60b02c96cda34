/// Where the film stands in the person's library, as its screen says it: "On your watchlist",
/// "Watched 2024-05-12, rated 8/10". The text says it; the JSON document does not carry it (it is
/// not Encodable, so `JSONRecord` leaves it out): `popcorn watchlist` and `popcorn watched` say it there.
public struct MovieDetailsLibraryStatus: Sendable, Equatable {
    public let onWatchlist: Bool
    /// How many times it was watched (on different days).
    public let watchCount: Int
    /// The day of the newest watch, "yyyy-mm-dd"; nil when never watched.
    public let lastWatchedOn: String?
    /// The person's rating of the newest watch, 1 to 10; nil when not rated.
    public let rating: Int?

    public init(onWatchlist: Bool, watchCount: Int, lastWatchedOn: String?, rating: Int?) {
        self.onWatchlist = onWatchlist
        self.watchCount = watchCount
        self.lastWatchedOn = lastWatchedOn
        self.rating = rating
    }

    /// The sentence the screen shows; nil when the film is neither listed nor watched.
    public var sentence: String? {
        var parts: [String] = []
        if let lastWatchedOn {
            parts.append("Watched \(lastWatchedOn)" + (rating.map { ", rated \($0)/10" } ?? ""))
        }
        if onWatchlist { parts.append(parts.isEmpty ? "On your watchlist" : "on your watchlist") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
