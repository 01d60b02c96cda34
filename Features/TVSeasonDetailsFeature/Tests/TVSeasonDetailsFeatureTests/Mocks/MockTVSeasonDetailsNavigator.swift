import TVSeasonDetailsFeature

/// Records each link the view model follows.
@MainActor
final class MockTVSeasonDetailsNavigator: TVSeasonDetailsNavigating {
    private(set) var opened: [String] = []

    func openEpisode(seriesID: Int, seasonNumber: Int, episodeNumber: Int) {
        opened.append("episode \(seriesID) \(seasonNumber) \(episodeNumber)")
    }

    func openSeriesDetails(seriesID: Int) {
        opened.append("series \(seriesID)")
    }
}
