import Presentation
import WatchedFeature

/// Watches as the embedded catalogue answers them: The Matrix rated 9 with a note, Game of
/// Thrones not rated, and The Matrix again on an earlier day.
enum WatchedFixtures {
    static let matrix = WatchedRow(
        kind: .movie, id: 603, name: "The Matrix", year: 1999, watchedOn: "2024-05-12", rating: 9,
        note: "Still holds up, and a note long enough to wrap at forty columns for sure.", status: .found)
    static let series = WatchedRow(
        kind: .tv, id: 1399, name: "Game of Thrones", year: 2011, watchedOn: "2023-01-02", rating: nil, note: nil, status: .found)
    static let matrixAgain = WatchedRow(
        kind: .movie, id: 603, name: "The Matrix", year: 1999, watchedOn: "2020-03-01", rating: 8, note: nil, status: .found)
    static let unavailable = WatchedRow(
        kind: .movie, id: 550, name: nil, year: nil, watchedOn: "2019-01-01", rating: nil, note: nil, status: .unavailable,
        reason: "TMDb did not answer")

    static let list = WatchedList(kind: nil, order: .watched, items: [matrix, series], sourceName: "the embedded catalogue")
    static let every = WatchedList(
        kind: nil, order: .watched, items: [matrix, series, matrixAgain, unavailable], sourceName: "the embedded catalogue")
}
