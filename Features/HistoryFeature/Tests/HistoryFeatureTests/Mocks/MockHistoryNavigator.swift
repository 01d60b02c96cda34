import HistoryFeature

/// Records each link the view model follows, as the command it stands for.
@MainActor
final class MockHistoryNavigator: HistoryNavigating {
    private(set) var opened: [String] = []

    func openMovieDetails(movieID: Int) { opened.append("movie \(movieID)") }
    func openSeriesDetails(seriesID: Int) { opened.append("tv \(seriesID)") }
    func openPersonDetails(personID: Int) { opened.append("person \(personID)") }
    func openHistory(page: Int) { opened.append("history page \(page)") }
}
