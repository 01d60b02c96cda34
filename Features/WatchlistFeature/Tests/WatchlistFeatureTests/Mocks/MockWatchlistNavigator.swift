import WatchlistFeature

/// Records each link the view model follows, as "movie 550" or "tv 1399".
@MainActor
final class MockWatchlistNavigator: WatchlistNavigating {
    private(set) var opened: [String] = []

    func openMovieDetails(movieID: Int) {
        opened.append("movie \(movieID)")
    }

    func openSeriesDetails(seriesID: Int) {
        opened.append("tv \(seriesID)")
    }
}
