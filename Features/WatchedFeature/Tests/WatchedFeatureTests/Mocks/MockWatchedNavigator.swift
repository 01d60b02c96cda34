import WatchedFeature

/// Records each link the view model follows, as "movie 603" or "tv 1399".
@MainActor
final class MockWatchedNavigator: WatchedNavigating {
    private(set) var opened: [String] = []

    func openMovieDetails(movieID: Int) {
        opened.append("movie \(movieID)")
    }

    func openSeriesDetails(seriesID: Int) {
        opened.append("tv \(seriesID)")
    }
}
