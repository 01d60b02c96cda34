import HistoryFeature
import Presentation

/// A page of the history with an entry of each status, for the screen's tests.
enum HistoryFixtures {
    static let page = HistoryPage(
        page: 1, totalPages: 2, totalResults: 23,
        items: [
            HistoryRow(kind: .tv, id: 1399, name: "Game of Thrones", year: 2011, viewedAt: "2026-11-23T09:15:42Z", status: .found),
            HistoryRow(kind: .movie, id: 603, name: "The Matrix", year: 1999, viewedAt: "2026-11-23T09:14:00Z", status: .found),
            HistoryRow(kind: .movie, id: 99_999_999, name: nil, year: nil, viewedAt: "2026-11-22T20:00:00Z", status: .notFound),
        ])
}
