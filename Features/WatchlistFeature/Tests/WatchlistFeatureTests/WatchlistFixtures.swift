import Presentation
import WatchlistFeature

/// A watchlist as the embedded catalogue answers it: Game of Thrones added last, Fight Club
/// before it, and a film the catalogue no longer has.
enum WatchlistFixtures {
    static let series = WatchlistRow(
        kind: .tv, id: 1399, name: "Game of Thrones", year: 2011, voteAverage: 8.1, addedAt: "2024-05-11T09:30:00Z", status: .found)
    static let film = WatchlistRow(
        kind: .movie, id: 550, name: "Fight Club", year: 1999, voteAverage: 8.3, addedAt: "2024-05-10T08:00:00Z", status: .found)
    static let gone = WatchlistRow(
        kind: .movie, id: 99_999_999, name: nil, year: nil, voteAverage: nil, addedAt: "2024-05-09T07:00:00Z", status: .notFound)

    static let watchlist = Watchlist(kind: nil, order: .added, items: [series, film], sourceName: "the embedded catalogue")
    static let withGone = Watchlist(kind: nil, order: .added, items: [series, film, gone], sourceName: "the embedded catalogue")
}
